#!/usr/bin/env python3
"""The Debian package that scripts/package builds: built with CPack from this build tree
into a temporary folder, it is named hotspot-lab_<version>_amd64.deb, holds the binary,
the .desktop file, the metainfo and the icon in their standard places, and depends on
every package of packaging/runtime-packages.txt and on the Qt libraries it links.
Usage: check_package.py BUILD_DIR SOURCE_DIR VERSION APP_ID"""
import subprocess
import sys
import tempfile
from pathlib import Path

from harness_report import finish


def main():
    build_dir, source_dir, version, app_id = sys.argv[1:5]
    problems = []
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["cpack", "--config", str(Path(build_dir) / "CPackConfig.cmake"), "-B", out],
                       check=True, stdout=subprocess.DEVNULL)
        debs = sorted(Path(out).glob("*.deb"))
        expected_name = f"hotspot-lab_{version}_amd64.deb"
        if [d.name for d in debs] != [expected_name]:
            return finish(1, [f"CPack made {[d.name for d in debs]}, expected [{expected_name}]"])
        deb = str(debs[0])
        field = lambda name: subprocess.run(["dpkg-deb", "-f", deb, name], stdout=subprocess.PIPE,
                                            text=True, check=True).stdout.strip()
        contents = subprocess.run(["dpkg-deb", "-c", deb], stdout=subprocess.PIPE, text=True,
                                  check=True).stdout
        package_version = field("Version")
        depends = {d.strip().split(" ")[0] for d in field("Depends").split(",")}
    paths = {line.split()[-1].lstrip(".") for line in contents.splitlines()}
    for path in ("/usr/bin/hotspot-lab", f"/usr/share/applications/{app_id}.desktop",
                 f"/usr/share/metainfo/{app_id}.metainfo.xml",
                 f"/usr/share/icons/hicolor/scalable/apps/{app_id}.svg"):
        if path not in paths:
            problems.append(f"{path} is not in the package")
    for path in paths:
        if not path.endswith("/") and not path.startswith(("/usr/bin/", "/usr/share/")):
            problems.append(f"{path}: only the app and its desktop files belong in the package")
    if package_version != version:
        problems.append(f"Version {package_version}, expected {version}")
    runtime = [line.strip() for line in
               (Path(source_dir) / "packaging" / "runtime-packages.txt").read_text().splitlines()
               if line.strip() and not line.startswith("#")]
    # Qt Charts comes with its QML module (qml6-module-qtcharts, in runtime-packages.txt):
    # the charts are fed by Qt's model mappers in QML, and no C++ calls Qt Charts, so the
    # linker no longer records libqt6charts6 itself.
    for package in runtime + ["libqt6quick6", "libqt6widgets6"]:
        if package not in depends:
            problems.append(f"the package does not depend on {package}")
    print(f"checked {expected_name}: {len(paths)} paths, {len(depends)} dependencies")
    return finish(1, problems)


if __name__ == "__main__":
    sys.exit(main())
