"""Python 3.10 is supported: modules new in 3.11 are imported only behind a guard."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NEW_IN_311 = {"tomllib", "wsgiref.types"}
SOURCES = ("game", "scenes", "sprites", "sounds", "tools", "tests", "main.py")


def unguarded_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of each import of a 3.11+ module that no `if` or `try` encloses."""
    found = []

    def visit(node: ast.AST, guarded: bool) -> None:
        for child in ast.iter_child_nodes(node):
            names = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.level == 0:
                names = [child.module or ""]
            found.extend((child.lineno, name) for name in names
                         if name in NEW_IN_311 and not guarded)
            visit(child, guarded or isinstance(child, (ast.If, ast.Try)))

    visit(ast.parse(source), False)
    return found


def python_files():
    for name in SOURCES:
        path = ROOT / name
        yield from ([path] if path.is_file() else sorted(path.rglob("*.py")))


def test_the_checker_finds_a_bare_import():
    assert unguarded_imports("import re\nimport tomllib\n") == [(2, "tomllib")]
    assert unguarded_imports("def f():\n    from tomllib import loads\n") == [(2, "tomllib")]
    guarded = ("try:\n    import tomllib\nexcept ImportError:\n    import tomli as tomllib\n"
               "import sys\nif sys.version_info >= (3, 11):\n    import tomllib\n")
    assert unguarded_imports(guarded) == []


def test_no_bare_import_of_a_module_new_in_python_311():
    bare = [f"{path.relative_to(ROOT)}:{line}: {module}" for path in python_files()
            for line, module in unguarded_imports(path.read_text(encoding="utf-8"))]
    assert not bare, "guard these imports (tomli before 3.11): " + ", ".join(bare)
