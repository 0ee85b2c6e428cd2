# lit configuration for cudalift: one .cu per behaviour, RUN + FileCheck.
# %cudalift runs the built tool; %fast adds -nocudainc (the small prelude,
# milliseconds per file); tests without %fast parse the real CUDA headers.
import os
import lit.formats

config.name = "cudalift"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]
# FileCheck, not, count and split-file come from llvm-19-tools.
config.environment["PATH"] = os.pathsep.join([config.llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%expect-exit",
    "python3 " + os.path.join(os.path.dirname(__file__), "expect_exit.py")))
# %sarif-valid FILE: FILE is valid against the official SARIF 2.1.0 schema.
config.substitutions.append(("%sarif-valid",
    "python3 " + os.path.join(os.path.dirname(__file__), "sarif_valid.py")))
# %tty CMD...: runs CMD with a terminal as stdin, stdout and stderr.
config.substitutions.append(("%tty",
    "python3 " + os.path.join(os.path.dirname(__file__), "tty_run.py")))
config.substitutions.append(("%cudalift", config.cudalift))
config.substitutions.append(("%fast", "-nocudainc"))
config.substitutions.append(("%cuda_dir", config.cuda_dir))
# The meson build folder (tests/lit/integration/cmake_package.cu installs
# from it into a staging root).
config.substitutions.append(("%build_root", config.build_root))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("not ", config.not_tool + " "))
# nvcc itself, to prove lowered files compile without --extended-lambda
# (and to get nvcc's own verdict on the originals).
_nvcc = os.path.join(config.cuda_dir, "bin", "nvcc")
# %nvcc-verdict: nvcc where only its exit status and messages count, not
# the file it writes (nothing later in the test reads it).  That result is
# a fact about nvcc 13.0 and the bytes it reads, kept in
# tests/nvcc-cache/lit.tsv (tools/nvcc_cache.py): nvcc runs only when the
# source, a lowered file, a project header it includes or the toolkit
# differs from every kept result.  CUDALIFT_NVCC_CACHE=off runs it always,
# =update also keeps what it gives.  Paths in the key and in the kept
# output are relative to this run's output folder and the repository.
_repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _var in ("CUDALIFT_NVCC_CACHE",):
    if _var in os.environ:
        config.environment[_var] = os.environ[_var]
import sys as _sys
_sys.path.insert(0, os.path.join(_repo, "tools"))
import nvcc_cache as _nvcc_cache
# Every limit of cudalift's stays visible: no build falls back to nvcc
# --extended-lambda (driver/fallback.cu turns it on), and the user's
# drop-in statistics are left alone.
config.environment["CUDALIFT_FALLBACK"] = "never"
config.environment["CUDALIFT_STATS"] = "0"
config.environment["CUDALIFT_NVCC_TOOLKIT_ID"] = _nvcc_cache.toolkit_id(_nvcc)
config.substitutions.append(("%nvcc-verdict", " ".join([
    "python3", os.path.join(_repo, "tools", "nvcc_cache.py"),
    "--table", os.path.join(_repo, "tests", "nvcc-cache", "lit.tsv"),
    "--root", config.test_exec_root, "'<LIT>'", "--",
    _nvcc, "-std=c++17", "-arch=sm_90"])))
config.substitutions.append(("%nvcc", _nvcc + " -std=c++17 -arch=sm_90"))
# The shared inputs folder as an absolute path without links or '..'
# (lowered copies of project headers live under their real paths).
# tests/gpu as an absolute path without links or '..', for tests that
# lower one of its programs (a lowered header's copy lives under it).
config.substitutions.append(("%gpu", os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "gpu"))))
config.substitutions.append(("%inputs", os.path.realpath(os.path.join(os.path.dirname(__file__), "Inputs"))))

# Optional pieces of a CUDA install (thrust and libcu++ in include/ or
# include/cccl/, <nvfunctional>): a test that needs one says so with
# `REQUIRES: cuda-thrust` (or cuda-libcudacxx, cuda-nvfunctional), and lit
# reports it UNSUPPORTED where the piece is missing: counted apart, neither
# failed nor passed.  tools/bootstrap lists what is missing.
def _cuda_header(rel):
    return any(os.path.exists(os.path.join(config.cuda_dir, d, rel))
               for d in ("include", os.path.join("include", "cccl")))

for _feature, _header in (("cuda-thrust", "thrust/device_vector.h"),
                          ("cuda-libcudacxx", "cuda/std/type_traits"),
                          ("cuda-nvfunctional", "nvfunctional")):
    if _cuda_header(_header):
        config.available_features.add(_feature)

# clang-apply-replacements from clang-tools-19 applies --export-fixes's
# YAML (tests/lit/check/fix_*.cu): `REQUIRES: clang-apply-replacements`.
_car = "/usr/lib/llvm-19/bin/clang-apply-replacements"
if os.path.exists(_car):
    config.available_features.add("clang-apply-replacements")
config.substitutions.append(("%clang-apply-replacements", _car))

# tests/lit/integration/debian_package.cu builds the .deb: it needs
# dpkg-buildpackage and debhelper (tools/bootstrap installs them).
import shutil as _shutil
if _shutil.which("dpkg-buildpackage") and _shutil.which("dh"):
    config.available_features.add("debian-packaging")

# tests/lit/integration/shared_cache.cu starts its own redis-server.
if _shutil.which("redis-server"):
    config.available_features.add("redis-server")

# tests/lit/nvcc/disk_full.cu fills a small tmpfs: it needs root and a
# mount that works here (a container may forbid it); otherwise lit reports
# it UNSUPPORTED, counted apart.
def _can_mount_tmpfs():
    import subprocess, tempfile
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    d = tempfile.mkdtemp(prefix="cudalift-lit-mount-")
    try:
        ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", d],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
        if ok:
            subprocess.run(["umount", d], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return ok
    except OSError:
        return False
    finally:
        try:
            os.rmdir(d)
        except OSError:
            pass

if _can_mount_tmpfs():
    config.available_features.add("tmpfs-mount")
