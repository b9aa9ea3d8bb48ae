#!/usr/bin/env python3
"""Runs clang-tidy on the given source files, JOBS at a time, and prints the findings.

Usage: run-clang-tidy.py BUILD_DIR JOBS HEADER_FILTER FILE...

Exit status 1 if any file has a finding (or clang-tidy fails on it), else 0.

A file that was clean is remembered in BUILD_DIR/clang-tidy-clean/ under a key made of
everything its result depends on: the clang-tidy version, .clang-tidy, the header filter,
the compile command, and the contents of the file and of every header the compiler
read for it (the build's .d dependency file). While none of these change the file is
not checked again, which keeps repeated local runs short. Without a .d file (e.g. a
Ninja build) every file is checked every time.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import time


def dependency_files(entry):
    """The files the compiler read for this entry, from its .d file, or None."""
    args = entry.get("arguments") or shlex.split(entry["command"])
    if "-o" not in args:
        return None
    depfile = os.path.join(entry["directory"], args[args.index("-o") + 1] + ".d")
    try:
        with open(depfile, encoding="utf-8") as f:
            text = f.read().replace("\\\n", " ")
    except OSError:
        return None
    _, _, deps = text.partition(": ")
    return sorted(set(deps.split()))


def cache_key(entry, common):
    deps = dependency_files(entry)
    if deps is None:
        return None
    h = hashlib.sha256(common)
    h.update((entry.get("command") or " ".join(entry["arguments"])).encode())
    for path in [entry["file"]] + deps:
        h.update(path.encode())
        path = os.path.join(entry["directory"], path)  # no-op for an absolute path
        try:
            with open(path, "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
        except OSError:
            return None
    return h.hexdigest()


NOISE = re.compile(
    r"^(\d+ warnings?( and \d+ errors?)? generated\.|Suppressed \d+ warnings.*|"
    r"Use -header-filter=.*|\s*)$"
)


def run_tidy(build, header_filter, path):
    proc = subprocess.run(
        ["clang-tidy", "-p", build, "--quiet", f"--header-filter={header_filter}", path],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    lines = [l for l in proc.stdout.splitlines() if not NOISE.match(l)]
    finding = proc.returncode != 0 or any(re.search(r": (warning|error):", l) for l in lines)
    return finding, "\n".join(lines)


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    build, jobs, header_filter = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    files = [os.path.abspath(f) for f in sys.argv[4:]]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        entries = {os.path.abspath(os.path.join(e["directory"], e["file"])): e for e in json.load(f)}
    version = subprocess.run(["clang-tidy", "--version"], stdout=subprocess.PIPE, text=True).stdout
    with open(os.path.join(root, ".clang-tidy"), "rb") as f:
        common = version.encode() + f.read() + header_filter.encode()

    cache_dir = os.path.join(build, "clang-tidy-clean")
    os.makedirs(cache_dir, exist_ok=True)
    missing = [f for f in files if f not in entries]
    for f in missing:
        print(f"{os.path.relpath(f, root)}: not in compile_commands.json (not built?)")

    todo, skipped = [], 0
    for f in files:
        if f in missing:
            continue
        key = cache_key(entries[f], common)
        if key and os.path.exists(os.path.join(cache_dir, key)):
            skipped += 1
        else:
            todo.append((f, key))

    start = time.monotonic()
    failed = len(missing)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(run_tidy, build, header_filter, f): (f, key) for f, key in todo}
        for future in concurrent.futures.as_completed(futures):
            f, key = futures[future]
            finding, output = future.result()
            if finding:
                failed += 1
                print(output if output else f"{os.path.relpath(f, root)}: clang-tidy failed")
            elif key:
                open(os.path.join(cache_dir, key), "w").close()
    print(f"clang-tidy: {len(todo)} file(s) checked in {time.monotonic() - start:.0f} s, "
          f"{skipped} unchanged since a clean run, {failed} with findings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
