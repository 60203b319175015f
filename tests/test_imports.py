"""No import circle among the project's modules, of any kind.

Every import counts: at module level, inside a function, and under `if TYPE_CHECKING:`
(a type-only import is still a dependency a reader follows). `from pkg import sub` is an
arrow to `pkg.sub` when `sub` is a module. An explicit import of a parent package counts
too (`from game import load_game` inside `game.core` is an arrow to `game`, whose
`__init__` imports `game.core`); only the implicit run of a parent's `__init__` when a
submodule is imported is not an arrow.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = ("main.py", "game", "scenes", "sprites", "sounds")


def modules() -> dict[str, Path]:
    """Every project module by dotted name."""
    found: dict[str, Path] = {}
    for top in TOP:
        path = ROOT / top
        files = [path] if path.is_file() else sorted(path.rglob("*.py"))
        for file in files:
            parts = list(file.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = file
    return found


def imports_of(name: str, file: Path, known: dict[str, Path],
               source: str | None = None) -> set[str]:
    """The project modules `name` imports, its explicitly imported parents included."""
    tree = ast.parse(source if source is not None else file.read_text(encoding="utf-8"))
    package = name if file.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - (node.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}" if base else alias.name
                found.add(sub if sub in known else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    out = set()
    for target in found:
        while target and target not in known:       # a name inside a module: the module
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)
    return out


@lru_cache(maxsize=1)
def _project_graph() -> tuple[tuple[str, frozenset[str]], ...]:
    """The project's import arrows, parsed once per test process (1 s of CPU)."""
    known = modules()
    return tuple((name, frozenset(imports_of(name, file, known))) for name, file in known.items())


def graph() -> dict[str, set[str]]:
    """The project's import arrows: a fresh dict of sets, for the caller to change."""
    return {name: set(edges) for name, edges in _project_graph()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    import sys
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in sorted(edges):
            if v not in index:
                strong(v)
    finally:
        sys.setrecursionlimit(limit)
    return out


def test_the_walker_sees_a_circle():
    """The check itself: a made-up circle of three modules is found."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_from_package_import_submodule_is_an_arrow_to_the_submodule():
    known = modules()
    edges = imports_of("scenes.table.table", known["scenes.table.table"], known)
    assert "scenes.table.layouts" in edges or any(e.startswith("scenes.table.layouts") for e in edges)
    assert "scenes" not in edges            # the implicit run of a parent is no arrow


def _with(module: str, source: str) -> dict[str, set[str]]:
    """The project's graph with one module's source replaced by `source`."""
    known = modules()
    edges = graph()
    edges[module] = imports_of(module, known[module], known, source)
    return edges


def test_a_type_only_circle_is_found():
    """A made-up `if TYPE_CHECKING:` import that closes a circle is reported."""
    known = modules()
    source = known["game.rng"].read_text(encoding="utf-8") + (
        "\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.core import State\n")
    found = cycles(_with("game.rng", source))
    assert any({"game.core", "game.rng"} <= set(c) for c in found)


def test_a_parent_package_circle_is_found():
    """A made-up `from game import load_game` inside a module that `game` imports."""
    known = modules()
    source = known["game.core"].read_text(encoding="utf-8") + (
        "\ndef _late():\n    from game import load_game\n    return load_game\n")
    found = cycles(_with("game.core", source))
    assert any({"game", "game.core"} <= set(c) for c in found)


def test_no_import_circle():
    found = cycles(graph())
    assert not found, "import circles:\n" + "\n".join(" -> ".join(c) for c in found)
