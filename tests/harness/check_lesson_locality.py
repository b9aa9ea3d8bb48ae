#!/usr/bin/env python3
"""A lesson lives in its own folders: no file outside them names it, so adding a lesson
touches only its folders, its tests, the catalogues and the glossary.

A lesson is a folder src/lessons/<folder>/ whose <Name>Lesson.cpp sets `lesson.id`; its
own places are src/lessons/<folder>/, qml/pages/<folder>/ and its page and state files
(qml/pages/<Name>Page.qml, <Name>State.qml, as its definition names them). Everywhere
else, outside tests/, bench/ (the benchmark's rows drive each lesson, as tests do),
i18n/ and the Markdown documents, a file may not name a lesson: not its id as a quoted
string, not a path into its folders, not its page or state type.

Usage: check_lesson_locality.py SOURCE_DIR
       check_lesson_locality.py --self-test   (the rule sees what it forbids)"""
import pathlib
import re
import subprocess
import sys
import tempfile

from harness_report import finish

ALLOWED_TOP = ("tests/", "bench/", "i18n/")
DEFINITION = re.compile(r'lesson\.id\s*=\s*QStringLiteral\("([^"]+)"\)')
FILE_FIELD = re.compile(r'lesson\.(pageFile|stateFile)\s*=\s*QStringLiteral\("([^"]+)\.qml"\)')


def tracked_files(root):
    """The files git tracks (and untracked ones it does not ignore). Without git (a fresh
    system has none, or a tree from a tarball): every file but those in .git and in the
    build trees that .gitignore leaves out (/build*/), which name every lesson's files."""
    try:
        listed = subprocess.run(
            ["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, check=True).stdout
        return [name for name in listed.splitlines() if (root / name).is_file()]
    except (subprocess.CalledProcessError, FileNotFoundError):
        files = []
        for path in root.rglob("*"):
            top = path.relative_to(root).parts[0]
            if path.is_file() and top != ".git" and not (top.startswith("build") and top != path.name):
                files.append(str(path.relative_to(root)))
        return files


def lessons(root):
    """(id, folder, [page and state type names]) for every lesson definition."""
    found = []
    for definition in sorted(root.glob("src/lessons/*/*Lesson.cpp")):
        text = definition.read_text(encoding="utf-8")
        ids = DEFINITION.findall(text)
        if len(ids) != 1:
            continue
        types = [name for _, name in FILE_FIELD.findall(text)]
        found.append((ids[0], definition.parent.name, types))
    return found


def violations(root):
    known = lessons(root)
    if not known:
        return 0, [f"{root}: no lesson definitions (src/lessons/*/*Lesson.cpp) found"]
    rules = []
    for lesson_id, folder, types in known:
        words = [re.escape(f'"{lesson_id}"'), re.escape(f"'{lesson_id}'"),
                 re.escape(f"lessons/{folder}/"), re.escape(f"pages/{folder}/")]
        words += [rf"\b{re.escape(name)}\b" for name in types]
        own = [f"src/lessons/{folder}/", f"qml/pages/{folder}/"] + [f"qml/pages/{name}.qml" for name in types]
        rules.append((lesson_id, re.compile("|".join(words)), own))
    problems = []
    files = tracked_files(root)
    for name in files:
        if name.startswith(ALLOWED_TOP) or name.endswith(".md") or name.startswith("."):
            continue
        try:
            text = (root / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for lesson_id, pattern, own in rules:
            if any(name.startswith(place) for place in own):
                continue
            for number, line in enumerate(text.splitlines(), 1):
                match = pattern.search(line)
                if match:
                    problems.append(f"{name}:{number} names the lesson \"{lesson_id}\" ({match.group(0)}): "
                                    "move it into the lesson's folder or its LessonDefinition")
    return len(files), problems


def self_test():
    """A planted name in a shared file is found; the same name in the lesson's folder is not."""
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "src/lessons/demo").mkdir(parents=True)
        (root / "src/lessons/catalog").mkdir(parents=True)
        (root / "src/lessons/demo/DemoLesson.cpp").write_text(
            'lesson.id = QStringLiteral("demo");\nlesson.pageFile = QStringLiteral("DemoPage.qml");\n')
        (root / "src/lessons/catalog/Shared.cpp").write_text('if (id == QLatin1String("demo"))\n')
        (root / "src/lessons/catalog/Other.qml").write_text("DemoPage {}\n")
        (root / "src/lessons/catalog/Fine.cpp").write_text("// a demonstration of nothing\n")
        # A build tree inside the source tree names every lesson; git ignores it, and so
        # does the look without git (this folder is no git work tree).
        (root / "build-debug/generated").mkdir(parents=True)
        (root / "build-debug/generated/Registry.cpp").write_text('open("demo");\n')
        _, problems = violations(root)
        named = sorted(p.split(":")[0] for p in problems)
        expected = ["src/lessons/catalog/Other.qml", "src/lessons/catalog/Shared.cpp"]
        if named != expected:
            return finish(1, [f"self-test: expected findings in {expected}, got {problems}"])
    return finish(1, [])


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    checked, problems = violations(pathlib.Path(sys.argv[1]).resolve())
    return finish(checked, problems)


if __name__ == "__main__":
    sys.exit(main())
