#!/usr/bin/env python3
"""The unit tests of the plain simulation cores link no Qt library beyond Qt Core and
Qt Test: no Qt Quick, QML, Charts, Widgets or Gui, as ldd shows them.
Usage: check_core_links.py TEST_BINARY ..."""
import re
import subprocess
import sys

from harness_report import finish

FORBIDDEN = re.compile(r"libQt6(Quick|Qml|Charts|Widgets|Gui|OpenGL)\w*\.so")


def main():
    binaries = sys.argv[1:]
    if not binaries:
        sys.exit("check_core_links.py: no binary named")
    problems = []
    for binary in binaries:
        linked = subprocess.run(["ldd", binary], stdout=subprocess.PIPE, text=True,
                                check=True).stdout
        found = sorted(set(FORBIDDEN.findall(linked)))
        if "libQt6Core.so" not in linked:
            problems.append(f"{binary}: ldd does not list libQt6Core (is it a Qt test at all?)")
        elif found:
            problems.append(f"{binary} links Qt {', '.join(found)}")
        else:
            print(f"ok: {binary} links Qt Core and Qt Test only")
    return finish(len(binaries), problems)


if __name__ == "__main__":
    sys.exit(main())
