#!/usr/bin/env python3
"""The reference validation for scaffold's GraphQL check: graphql-core (a port of graphql-js)
validates the operation files (one document, as scaffold reads them) against an SDL schema and
prints each error as a JSON line: {"message": ..., "locations": ["path:line:col", ...]}.
Paths are printed as given. Usage: oracle.py SCHEMA.graphqls FILE.graphql..."""
import json
import re
import sys

from graphql import GraphQLError, Source, build_schema, concat_ast, parse, validate


LINE_BREAK = re.compile(r"\r\n|[\n\r]")


def place(source, position):
    """graphql-js's getLocation: graphql-core 3.2's Source.get_location puts a position just
    after a line break at the end of the line before (line 1, column 28, not line 2, column 1)."""
    line, line_start = 1, 0
    for match in LINE_BREAK.finditer(source.body, 0, position):
        line, line_start = line + 1, match.end()
    return f"{source.name}:{line}:{position - line_start + 1}"


def located(error):
    names = [place(node.loc.source, node.loc.start) for node in error.nodes or [] if node.loc is not None]
    if not names and error.source is not None:
        names = [place(error.source, position) for position in error.positions or []]
    return names


def emit(error):
    print(json.dumps({"message": error.message, "locations": located(error)}))


def main():
    schema_path, files = sys.argv[1], sys.argv[2:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = build_schema(handle.read())
    documents, failed = [], False
    for path in files:
        with open(path, encoding="utf-8") as handle:
            try:
                documents.append(parse(Source(handle.read(), path)))
            except GraphQLError as error:
                emit(error)
                failed = True
    if failed or not documents:
        return
    for error in validate(schema, concat_ast(documents)):
        emit(error)


if __name__ == "__main__":
    main()
