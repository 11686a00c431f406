#!/usr/bin/env python3
"""graphql-core's SDL validation of one schema file, the reference for scaffold's
GraphQLSDLRules (`Tests/GraphQLCheckTests/SDLRulesOracleTests.swift`): `validate_sdl` runs
graphql-js's SDL rules (`specified_sdl_rules`) over the parsed file, as `build_ast_schema`
does before it builds a schema, and each error is printed, in the order graphql-core reports
them, as a JSON line: {"message": ..., "locations": ["path:line:col", ...]}. The path is
printed as given. A syntax error is printed the same way (scaffold never gets that far).

Usage: oracle_sdl.py SCHEMA.graphqls"""
import json
import sys

from graphql import GraphQLError, Source, parse
from graphql.validation.validate import validate_sdl

from oracle import located  # graphql-js's locations, as the one-case oracle prints them


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    path = sys.argv[1]
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        errors = validate_sdl(parse(Source(text, path)))
    except GraphQLError as error:
        errors = [error]
    for error in errors:
        print(json.dumps({"message": error.message, "locations": located(error)}))


if __name__ == "__main__":
    main()
