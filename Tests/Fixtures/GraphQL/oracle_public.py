#!/usr/bin/env python3
"""graphql-core's verdict on the operations of several case folders against one published
schema, for scaffold's PublicSchemaOracleTests: an SDL file (`.graphql`, `.graphqls`) or an
introspection result (`.json`, `{"data": {"__schema": ...}}` or `{"__schema": ...}`).

Usage: oracle_public.py SCHEMA CASE_FOLDER...

The schema is built once; each folder's `.graphql` files (sorted, named by their file name, as
the test names them) are one document, validated as `oracle.py` validates one case: syntax
errors stop that case, else every validation error. Each error is a JSON line:
{"case": FOLDER_NAME, "message": ..., "locations": ["File.graphql:line:col", ...]}.

A published SDL may break the SDL's own rules (GitHub's defines a field twice): it is built as
it is (`assume_valid_sdl`), as scaffold reads it, and the operations are judged against it. Those
SDL problems are printed first, each as {"schema": true, "message": ...} (scaffold warns of them).
`load_schema` is what Benchmarks/graphql.py builds GitHub's schema with, to generate operations.

graphql-core's lexer takes several seconds on GitHub's 1.2 MB SDL, so an SDL's schema is kept
as graphql-core's own introspection of it in the temporary folder (keyed by the SDL's SHA-256
and graphql-core's version) and later runs build it from that: the same types, fields,
arguments and directives, in the same order. SCAFFOLD_ORACLE_NO_CACHE=1 always builds from the
SDL.
"""
import hashlib
import json
import os
import sys
import tempfile

import graphql
from graphql import (GraphQLError, Source, build_ast_schema, build_client_schema, concat_ast,
                     introspection_from_schema, parse, validate)
from graphql.validation.validate import validate_sdl

from oracle import located  # graphql-js's locations, as the one-case oracle prints them


def from_introspection(result):
    return build_client_schema(result.get("data", result))


def from_sdl(text):
    """The schema and the messages of the SDL's own problems."""
    def build():
        document = parse(Source(text, "schema"))
        return build_ast_schema(document, assume_valid_sdl=True), [error.message for error in validate_sdl(document)]
    if os.environ.get("SCAFFOLD_ORACLE_NO_CACHE"):
        return build()
    key = hashlib.sha256(text.encode("utf-8")).hexdigest()
    cache = os.path.join(tempfile.gettempdir(), "scaffold-graphql-oracle", f"{key}-graphql-core-{graphql.__version__}.json")
    try:
        with open(cache, encoding="utf-8") as handle:
            kept = json.load(handle)
        return from_introspection(kept["introspection"]), kept["sdlProblems"]
    except (OSError, ValueError, KeyError):
        pass
    schema, problems = build()
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    partial = f"{cache}.{os.getpid()}.tmp"
    with open(partial, "w", encoding="utf-8") as handle:
        json.dump({"introspection": introspection_from_schema(schema), "sdlProblems": problems}, handle)
    os.replace(partial, cache)
    return schema, problems


def load_schema(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return (from_introspection(json.loads(text)), []) if path.lower().endswith(".json") else from_sdl(text)


def check(schema, folder):
    case = os.path.basename(os.path.normpath(folder))
    findings = []
    documents, failed = [], False
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".graphql")):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            try:
                documents.append(parse(Source(handle.read(), name)))
            except GraphQLError as error:
                findings.append(error)
                failed = True
    if not failed and documents:
        findings = validate(schema, concat_ast(documents))
    for error in findings:
        print(json.dumps({"case": case, "message": error.message, "locations": located(error)}))


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    schema, problems = load_schema(sys.argv[1])
    for message in problems:
        print(json.dumps({"schema": True, "message": message}))
    for folder in sys.argv[2:]:
        check(schema, folder)


if __name__ == "__main__":
    main()
