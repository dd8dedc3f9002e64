# memplan_add_library(name SOURCES... [DEPENDS tablegen-targets...]
#                     [MLIR_LIBS MLIRFoo...] [LINK_LIBS MemPlanBar...])
#
# A static library of the project. MLIR libraries are linked through
# mlir_target_link_libraries, so with MEMPLAN_LINK_MLIR_DYLIB they resolve to
# libMLIR.so and no static copy of MLIR ends up beside the shared one. The
# target is exported (MemPlan::<name>) for downstream `find_package(MemPlan)`.
function(memplan_add_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;MLIR_LIBS;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  if(ARG_LINK_LIBS)
    target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  endif()
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  endif()
  # MLIR code calls into LLVMSupport, which Debian ships only in libLLVM.so.
  if(LLVM_LINK_LLVM_DYLIB)
    target_link_libraries(${name} PUBLIC LLVM)
  else()
    target_link_libraries(${name} PUBLIC LLVMSupport)
  endif()
  install(TARGETS ${name} EXPORT MemPlanTargets
          ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
endfunction()
