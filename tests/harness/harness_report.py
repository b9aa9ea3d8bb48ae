"""How every check in tests/harness ends: a line per problem, then the closing line that
ctest's readers know ("N passed, N failed"), and the exit status."""


def finish(checked, problems):
    """checked: how many things were checked; problems: one sentence per failure."""
    for problem in problems:
        print(f"FAILED: {problem}")
    failed = min(checked, len(problems))
    print(f"{checked - failed} passed, {failed} failed")
    return 1 if problems else 0
