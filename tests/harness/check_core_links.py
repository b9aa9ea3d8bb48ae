#!/usr/bin/env python3
"""The unit tests of a lower layer link no Qt library of a higher one, as ldd shows them.
The cores' tests: Qt Core and Qt Test only (no Qt Quick, QML, Charts, Widgets or Gui).
With --models, the models' tests: no Qt Quick, Charts, Widgets or OpenGL (Gui and QML are
the models' own).
Usage: check_core_links.py [--models] TEST_BINARY ..."""
import re
import subprocess
import sys

from harness_report import finish

FORBIDDEN_FOR_CORE = re.compile(r"libQt6(Quick|Qml|Charts|Widgets|Gui|OpenGL)\w*\.so")
FORBIDDEN_FOR_MODELS = re.compile(r"libQt6(Quick|Charts|Widgets|OpenGL)\w*\.so")


def main():
    arguments = sys.argv[1:]
    models = bool(arguments) and arguments[0] == "--models"
    binaries = arguments[1:] if models else arguments
    if not binaries:
        sys.exit("check_core_links.py: no binary named")
    forbidden = FORBIDDEN_FOR_MODELS if models else FORBIDDEN_FOR_CORE
    allowed = "Qt Core, Gui, QML and Test" if models else "Qt Core and Qt Test"
    problems = []
    for binary in binaries:
        linked = subprocess.run(["ldd", binary], stdout=subprocess.PIPE, text=True,
                                check=True).stdout
        found = sorted(set(forbidden.findall(linked)))
        if "libQt6Core.so" not in linked:
            problems.append(f"{binary}: ldd does not list libQt6Core (is it a Qt test at all?)")
        elif found:
            problems.append(f"{binary} links Qt {', '.join(found)}")
        else:
            print(f"ok: {binary} links {allowed} only")
    return finish(len(binaries), problems)


if __name__ == "__main__":
    sys.exit(main())
