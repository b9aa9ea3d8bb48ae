#!/usr/bin/env python3
"""Proves that every window-driving test harness fails cleanly.

Runs each harness's failing-on-purpose test (HOTSPOT_FAIL_ON_PURPOSE=1) and checks that the
harness reports the failure and exits with status 1: no signal (a crash in the teardown
after a failed comparison), no sanitizer status, no hang. Usage:
    check_fails_cleanly.py -- EXECUTABLE [ARG ...] -- EXECUTABLE [ARG ...] ...
"""
import os
import subprocess
import sys

from harness_report import finish

# Each harness fails in seconds (about 20 s under the sanitizers); seven of these stay
# within the test's own TIMEOUT in tests/CMakeLists.txt.
TIMEOUT_S = 120


def runs(argv):
    run, current = [], None
    for arg in argv:
        if arg == "--":
            current = []
            run.append(current)
        elif current is None:
            sys.exit("usage: check_fails_cleanly.py -- EXECUTABLE [ARG ...] [-- ...]")
        else:
            current.append(arg)
    return [r for r in run if r]


def main():
    harnesses = runs(sys.argv[1:])
    if not harnesses:
        sys.exit("check_fails_cleanly.py: no harness to run")
    env = dict(os.environ, HOTSPOT_FAIL_ON_PURPOSE="1")
    problems = []
    for command in harnesses:
        name = " ".join([os.path.basename(command[0])] + command[1:])
        try:
            done = subprocess.run(command, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, errors="replace",
                                  timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            problems.append(f"{name}: still running after {TIMEOUT_S} s")
            continue
        output = done.stdout
        reported = "FAIL!  :" in output and any(
            mark in output for mark in ("fails on purpose", "a title this dialog never has"))
        if done.returncode < 0:
            problems.append(f"{name}: killed by signal {-done.returncode} after its failure")
        elif done.returncode != 1:
            problems.append(f"{name}: exit status {done.returncode}, expected 1")
        elif not reported:
            problems.append(f"{name}: exit status 1, but not from the failure on purpose")
        else:
            print(f"ok: {name} reported its failure and exited with status 1")
            continue
        print(f"--- output of {name} (last 40 lines) ---")
        print("\n".join(output.splitlines()[-40:]))
    return finish(len(harnesses), problems)


if __name__ == "__main__":
    sys.exit(main())
