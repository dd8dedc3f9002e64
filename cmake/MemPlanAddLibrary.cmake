# memplan_add_library(name SOURCES... [CORE] [DEPENDS tablegen-targets...]
#                     [MLIR_LIBS MLIRFoo...] [LINK_LIBS MemPlanBar...])
#
# A static library of the project. MLIR libraries are linked through
# mlir_target_link_libraries, so with MEMPLAN_LINK_MLIR_DYLIB they resolve to
# libMLIR.so and no static copy of MLIR ends up beside the shared one. The
# target is exported (MemPlan::<name>) for downstream `find_package(MemPlan)`.
function(memplan_add_library name)
  cmake_parse_arguments(ARG "CORE" "" "DEPENDS;MLIR_LIBS;LINK_LIBS" ${ARGN})
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
  # MLIR code calls into LLVMSupport, which Debian's MLIR libraries take
  # from libLLVM.so. A CORE library (plain C++ on LLVM's Support library
  # alone) links neither in the build tree: the executable that uses it
  # takes Support from libLLVM.so beside MLIR, or statically
  # (memplan_core_support). Installed, every library links it as MLIR's do.
  if(LLVM_LINK_LLVM_DYLIB)
    set(support LLVM)
  else()
    set(support LLVMSupport)
  endif()
  if(ARG_CORE)
    target_link_libraries(${name} PUBLIC $<INSTALL_INTERFACE:${support}>)
  else()
    target_link_libraries(${name} PUBLIC ${support})
  endif()
  install(TARGETS ${name} EXPORT MemPlanTargets
          ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
endfunction()

# memplan_core_support(target)
#
# Links an executable built on the CORE libraries alone (no MLIR) with LLVM's
# static Support library instead of libLLVM.so where LLVM ships it: loading
# and relocating the whole of LLVM, and running the static constructors of
# its options, took about 20 ms of every run of memplan-pack and
# memplan-plan, more than the packing of most instances. The archives are
# named directly: the imported LLVMSupport target also asks for the
# development packages of zstd and z3, which the objects these tools take
# from it do not use.
function(memplan_core_support target)
  set(support "${LLVM_LIBRARY_DIR}/libLLVMSupport.a")
  set(demangle "${LLVM_LIBRARY_DIR}/libLLVMDemangle.a")
  if(EXISTS "${support}" AND EXISTS "${demangle}")
    find_package(Threads REQUIRED)
    target_link_libraries(${target} PRIVATE "${support}" "${demangle}"
                          Threads::Threads ${CMAKE_DL_LIBS} m)
  else()
    target_link_libraries(${target} PRIVATE LLVM)
  endif()
endfunction()
