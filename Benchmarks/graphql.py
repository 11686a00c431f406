#!/usr/bin/env python3
"""Times the GraphQL check: `scaffold check graphql` and the pipeline's built-in `graphql` step.

Usage: python3 Benchmarks/graphql.py [OPERATIONS [FILES]]   (default: 300 operations, 100 files)

From the release build, reports the median of 7 runs and the peak memory (max RSS) of:
- (a) `scaffold check graphql` on the Example: Example/GraphQL/schema.graphqls, its
  operations in Example/GraphQL and Example/Features;
- (b) `scaffold check graphql` on GitHub's public schema (1.2 MB of SDL; it breaks an SDL rule,
  so scaffold warns and reads it as it is) with OPERATIONS valid operations spread over FILES
  files, generated deterministically from the schema: the operations walk Query's fields (and,
  one in three, Mutation's), select scalar and enum leaves and a level or two of object fields
  (an inline fragment for an interface or union, and every other operation's selection in a
  named fragment), and supply each required argument: a scalar or enum one as a variable, an
  input object as a literal of its required fields;
- (c) `scaffold prebuild` on a project whose pipeline is one `run: graphql` step over the same
  schema and operations, writing their typed Swift (Generated/GraphQLAPI.swift): cold (no
  .scaffold/ cache, every run), then cached (nothing changed);
- (d) the same `prebuild` after an operation file changed (a line appended to the text of its
  last operation): the step runs, but what the SDL rules and the schema validation found, and
  which operations were valid, are read from .scaffold/graphql/ — only the changed operation is
  validated again; the schema is still built and all the Swift written.

GitHub's schema is not in the repository (Tests/Fixtures/GraphQL/public/SOURCES.md says why and
where it is looked for: the fixture folder, $SCAFFOLD_GRAPHQL_PUBLIC, ../shared/graphql-public);
without it (b) and (c) run on the Example's schema with operations generated from it. The
operations are generated with graphql-core (`pip install graphql-core==3.2.8`), as the tests'
oracle builds the schema (Tests/Fixtures/GraphQL/oracle_public.py), and scaffold must find them
valid. The project and operations are written to Benchmarks/.work/graphql/.
"""
import gzip
import os
import shutil
import statistics
import subprocess
import sys
import time
from release_binary import scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work", "graphql")
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "GraphQL")
EXAMPLE_SCHEMA = os.path.join(ROOT, "Example", "GraphQL", "schema.graphqls")
RUNS = 7

# This file is graphql.py: graphql-core's package `graphql` must not be found as this file.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != HERE]
sys.path.insert(0, FIXTURES)
from oracle_public import load_schema  # noqa: E402  (graphql-core; the tests' oracle)
from graphql import (GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType,  # noqa: E402
                     GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType,
                     GraphQLUnionType, Undefined, get_named_type, is_leaf_type)


def github_schema():
    """GitHub's schema.graphql.gz, where the tests look for it, or None."""
    folders = [os.path.join(FIXTURES, "public")]
    if os.environ.get("SCAFFOLD_GRAPHQL_PUBLIC"):
        folders.append(os.environ["SCAFFOLD_GRAPHQL_PUBLIC"])
    folders.append(os.path.join(ROOT, "..", "shared", "graphql-public"))
    for folder in folders:
        path = os.path.join(folder, "github", "schema.graphql.gz")
        if os.path.exists(path):
            return path
    return None


# Operation generation --------------------------------------------------------------------

SCALAR_LITERALS = {"Int": "1", "Float": "1.5", "Boolean": "true", "ID": '"MDQ6VXNlcjE="'}


def literal(kind, depth=0):
    """A literal of the input type `kind` (required input-object fields only), or None."""
    if isinstance(kind, GraphQLNonNull):
        return literal(kind.of_type, depth)
    if isinstance(kind, GraphQLList):
        item = literal(kind.of_type, depth)
        return None if item is None else f"[{item}]"
    if isinstance(kind, GraphQLEnumType):
        return next(iter(kind.values))
    if isinstance(kind, GraphQLScalarType):
        return SCALAR_LITERALS.get(kind.name, '"x"')
    if isinstance(kind, GraphQLInputObjectType):
        if depth > 3:
            return None
        fields = []
        for name, field in sorted(kind.fields.items()):
            if not isinstance(field.type, GraphQLNonNull) or field.default_value is not Undefined:
                continue
            value = literal(field.type, depth + 1)
            if value is None:
                return None
            fields.append(f"{name}: {value}")
        return "{" + ", ".join(fields) + "}"
    return None


def required_arguments(field):
    return [(name, argument) for name, argument in sorted(field.args.items())
            if isinstance(argument.type, GraphQLNonNull) and argument.default_value is Undefined]


class Operation:
    """One operation being written: its variables, and its fragments."""

    def __init__(self, number):
        self.number = number
        self.variables = []
        self.fragments = []

    def arguments(self, field, path):
        """`(a: $v, b: {…})` for the field's required arguments, or None if one can't be made."""
        written = []
        for name, argument in required_arguments(field):
            named = get_named_type(argument.type)
            if isinstance(named, (GraphQLScalarType, GraphQLEnumType)):
                variable = f"{path}_{name}"
                self.variables.append(f"${variable}: {argument.type}")
                written.append(f"{name}: ${variable}")
            else:
                value = literal(argument.type)
                if value is None:
                    return None
                written.append(f"{name}: {value}")
        return f"({', '.join(written)})" if written else ""

    def selection(self, kind, depth, turn, path):
        """The selection set of the composite type `kind`, as lines (without braces)."""
        if isinstance(kind, (GraphQLInterfaceType, GraphQLUnionType)):
            lines = ["__typename"]
            if isinstance(kind, GraphQLInterfaceType):
                lines += self.fields(kind, depth, turn, path, objects=False)
            possible = sorted(SCHEMA.get_possible_types(kind), key=lambda t: t.name)
            if possible:
                # Not a name the interface's part selected: `String` there and `String!` here
                # would be one response name of two types.
                chosen = possible[turn % len(possible)]
                inner = self.fields(chosen, depth, turn + 1, path + "_" + chosen.name, objects=False, exclude=set(lines))
                if inner:
                    lines += [f"... on {chosen.name} {{"] + ["  " + line for line in inner] + ["}"]
            return lines
        return self.fields(kind, depth, turn, path, objects=depth < 2) or ["__typename"]

    def fields(self, kind, depth, turn, path, objects, exclude=()):
        """Up to 4 leaves, from a place that turns with the operation, and up to 2 objects."""
        names = [name for name in sorted(kind.fields) if name not in exclude]
        if not names:
            return []
        start = (turn * 7) % len(names)
        names = names[start:] + names[:start]
        leaves, nested = [], []
        for name in names:
            field = kind.fields[name]
            named = get_named_type(field.type)
            if is_leaf_type(named):
                if len(leaves) < 4 and not required_arguments(field):
                    leaves.append(name)
            elif objects and len(nested) < 2 and name != "relay":
                arguments = self.arguments(field, f"{path}_{name}")
                if arguments is None:
                    continue
                inner = self.selection(named, depth + 1, turn + len(nested) + 1, f"{path}_{name}")
                nested += [f"{name}{arguments} {{"] + ["  " + line for line in inner] + ["}"]
        return leaves + nested


def operation(number, root, kind_word):
    """`query Op12(…) { field(…) { … } }`, its selection in a named fragment every other time,
    or None for a leaf field or one whose required arguments can't be supplied."""
    names = sorted(root.fields)
    name = names[number % len(names)]
    field = root.fields[name]
    if is_leaf_type(get_named_type(field.type)):
        return None
    op = Operation(number)
    arguments = op.arguments(field, f"v{number}")
    if arguments is None:
        return None
    named = get_named_type(field.type)
    inner = op.selection(named, 1, number, f"v{number}")
    fragment = []
    if number % 2 == 0:
        fragment = [f"fragment Op{number}Fields on {named.name} {{"] + ["  " + line for line in inner] + ["}", ""]
        inner = [f"...Op{number}Fields"]
    body = [f"  {name}{arguments} {{"] + ["    " + line for line in inner] + ["  }"]
    variables = f"({', '.join(op.variables)})" if op.variables else ""
    return "\n".join(fragment + [f"{kind_word} Op{number}{variables} {{"] + body + ["}", ""])


def make_operations(schema, folder, operations, files):
    """Writes `operations` valid operations over `files` files; returns how many were written."""
    global SCHEMA
    SCHEMA = schema
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    written, number = [], 0
    while len(written) < operations:
        use_mutation = schema.mutation_type is not None and number % 3 == 2
        text = operation(number, schema.mutation_type if use_mutation else schema.query_type,
                         "mutation" if use_mutation else "query")
        if text is not None:
            written.append(text)
        number += 1
    for index in range(files):
        with open(os.path.join(folder, f"Operations{index:03}.graphql"), "w") as handle:
            handle.write("\n".join(written[index::files]))
    return len(written)


# Timing ----------------------------------------------------------------------------------

def timed(binary, arguments, folder, prepare=None, expect=None):
    """Milliseconds of one run; `prepare` runs first, untimed."""
    if prepare:
        prepare()
    start = time.perf_counter()
    result = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, text=True)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0 or (expect and expect not in result.stdout + result.stderr):
        sys.exit(f"scaffold {' '.join(arguments)} failed ({result.returncode}):\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return elapsed


def peak_memory_mb(binary, arguments, folder, prepare=None):
    if prepare:
        prepare()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", binary] + arguments, cwd=folder, capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def measure(binary, arguments, folder, prepare=None, expect=None):
    times = [timed(binary, arguments, folder, prepare, expect) for _ in range(RUNS)]
    return statistics.median(times), peak_memory_mb(binary, arguments, folder, prepare)


def append(path, text):
    with open(path, "a") as handle:
        handle.write(text)


def main():
    operations = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    files = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    shutil.rmtree(WORK, ignore_errors=True)
    project = os.path.join(WORK, "project")
    os.makedirs(os.path.join(project, "GraphQL"))

    source = github_schema()
    schema_name = "GitHub's schema" if source else "the Example's schema (GitHub's not found)"
    schema_path = os.path.join(project, "GraphQL", "schema.graphql" if source else "schema.graphqls")
    if source:
        with gzip.open(source, "rb") as packed, open(schema_path, "wb") as plain:
            shutil.copyfileobj(packed, plain)
    else:
        shutil.copy(EXAMPLE_SCHEMA, schema_path)
    schema, _ = load_schema(schema_path)
    count = make_operations(schema, os.path.join(project, "GraphQL", "Operations"), operations, files)
    with open(os.path.join(project, "Project.yml"), "w") as handle:
        handle.write("\n".join([
            "name: GraphQLBenchmark", "pipeline:", "  graphql:", "    run: graphql",
            f"    schema: GraphQL/{os.path.basename(schema_path)}", "    inputs: [\"GraphQL/**/*.graphql\"]",
            "    outputs: [Generated/GraphQLAPI.swift]", "",
        ]))

    binary = scaffold_binary()
    cache = os.path.join(project, ".scaffold")
    rows = [
        (f"(a) check graphql, the Example (2 operations)",)
        + measure(binary, ["check", "graphql", "--schema", EXAMPLE_SCHEMA, os.path.join(ROOT, "Example", "GraphQL"),
                   os.path.join(ROOT, "Example", "Features")], ROOT),
        (f"(b) check graphql, {schema_name}, {count} operations in {files} files",)
        + measure(binary, ["check", "graphql", "--schema", schema_path, "GraphQL/Operations"], project),
        ("(c) prebuild, one graphql step, cold",)
        + measure(binary, ["prebuild"], project, prepare=lambda: shutil.rmtree(cache, ignore_errors=True)),
    ]
    timed(binary, ["prebuild"], project)
    rows.append(("(c) prebuild, one graphql step, cached",) + measure(binary, ["prebuild"], project, expect="cached"))
    edited = os.path.join(project, "GraphQL", "Operations", "Operations000.graphql")
    edits = iter(range(1000))
    rows.append(("(d) prebuild after an operation changed (the rest remembered)",)
                + measure(binary, ["prebuild"], project, prepare=lambda: append(edited, f"# edit {next(edits)}\n"), expect="ok         graphql"))

    width = max(len(row[0]) for row in rows)
    print(f"{'what (release build, median of ' + str(RUNS) + ' runs)':<{width}}  {'ms':>8}  {'peak RSS MB':>11}")
    for name, median, memory in rows:
        print(f"{name:<{width}}  {median:>8.0f}  {memory:>11.0f}")


if __name__ == "__main__":
    main()
