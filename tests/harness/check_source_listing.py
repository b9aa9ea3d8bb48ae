#!/usr/bin/env python3
"""scripts/list-sources, which check-static reads, finds the project's files with and
without git alike: the same list from find as from git (where git is there), the files the
static checks need, and nothing of a build tree."""
import os
import shutil
import subprocess
import sys

from harness_report import finish


def listing(source_dir, without_git):
    env = dict(os.environ, HOTSPOT_LIST_WITHOUT_GIT="1" if without_git else "0")
    done = subprocess.run([os.path.join(source_dir, "scripts", "list-sources")], env=env,
                          stdout=subprocess.PIPE, text=True, check=True)
    return done.stdout.splitlines()


def main():
    source_dir = sys.argv[1]
    problems = []
    found = listing(source_dir, without_git=True)
    for needed in ("CMakeLists.txt", "src/app/main.cpp", "qml/Main.qml", "tests/cpp/TestSupport.h",
                   "scripts/packages.txt"):
        if needed not in found:
            problems.append(f"without git: {needed} is not listed")
    for path in found:
        if path.startswith((".git/", "build")) or "/CMakeFiles/" in path:
            problems.append(f"without git: {path} is listed, but it is not a source file")
    is_checkout = shutil.which("git") and subprocess.run(
        ["git", "-C", source_dir, "rev-parse", "--is-inside-work-tree"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    if is_checkout:
        with_git = listing(source_dir, without_git=False)
        for path in sorted(set(with_git) - set(found)):
            problems.append(f"git lists {path}, find does not")
        for path in sorted(set(found) - set(with_git)):
            problems.append(f"find lists {path}, git does not")
    else:
        print("no git checkout here: only the find listing was checked")
    print(f"{len(found)} files listed without git")
    return finish(1, problems)


if __name__ == "__main__":
    sys.exit(main())
