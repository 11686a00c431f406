#!/usr/bin/env python3
"""Independent check of a generated Xcode project, with the PyPI package `pbxproj`
(tested with pbxproj 4.3.3, which reads the file through openstep_parser 2.0.3).

    pip install pbxproj
    python3 Tests/Fixtures/check-pbxproj.py path/to/X.xcodeproj [--expect-targets A,B] [--expect-packages P,Q]

Checks, with code that shares nothing with scaffold:
  - the file is valid OpenStep text (parsed first with openstep_parser directly, because
    XcodeProject.load silently retries as an XML/binary plist on any syntax error and then
    reports only a confusing plistlib error);
  - no object ID is defined twice (a text-level check: the parser keeps the last definition);
  - rootObject exists and is a PBXProject; every ID-looking value (24 uppercase hex digits),
    and every such key of a nested dictionary (TargetAttributes), names an existing object;
    `remoteGlobalIDString` is checked only when its proxy's containerPortal is this project;
  - the project and each target listed in PBXProject.targets, and each PBXNativeTarget, has a
    buildConfigurationList (an XCConfigurationList) whose buildConfigurations exist, are
    XCBuildConfigurations, are not empty, and have distinct names;
  - each --expect-targets name is a target of the project; each --expect-packages entry is a
    package reference (matched against a remote reference's repositoryURL or a local one's
    relativePath, either whole or by last path component without ".git").
Prints `ok: …` and exits 0, or prints each problem as `error: …` on stderr and exits 1.
"""

import argparse
import contextlib
import io
import os
import re
import sys

try:
    import openstep_parser
    from pbxproj import XcodeProject, PBXGenericObject
except ImportError as import_error:  # pragma: no cover
    print(f"error: the Python package 'pbxproj' is not installed ({import_error}); run: pip install pbxproj",
          file=sys.stderr)
    sys.exit(2)

ID = re.compile(r"[0-9A-F]{24}")
OBJECT_DEFINITION = re.compile(r"^\t\t([0-9A-F]{24})(?: /\*.*?\*/)? = \{", re.MULTILINE)
TARGET_ISAS = ("PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget")


def pbxproj_path(path):
    if os.path.isdir(path):
        return os.path.join(path, "project.pbxproj")
    return path


def walk(value, location):
    """Yields (location, string) for every string in a parsed value, and for nested dict keys."""
    if isinstance(value, PBXGenericObject):
        for key in value.get_keys():
            if key == "_id":
                continue
            yield f"{location} (key)", str(key)
            yield from walk(value[key], f"{location}.{key}")
    elif isinstance(value, (list, tuple)):
        for index, element in enumerate(value):
            yield from walk(element, f"{location}[{index}]")
    elif isinstance(value, str):
        yield location, str(value)


def check(path, expect_targets, expect_packages):
    errors = []
    file_path = pbxproj_path(path)
    try:
        with open(file_path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        return [f"cannot read {file_path}: {error}"], None

    if not text.startswith("// !$*UTF8*$!\n"):
        errors.append("the file does not start with the line '// !$*UTF8*$!'")
    try:
        openstep_parser.OpenStepDecoder.ParseFromString(text)
    except Exception as error:  # openstep_parser raises bare Exception / IndexError
        message = f"{type(error).__name__}: {error}"
        offset = re.search(r"@ (\d+)", str(error))  # its messages give a character offset
        if offset:
            index = int(offset.group(1))
            line = text.count("\n", 0, index) + 1
            column = index - (text.rfind("\n", 0, index) + 1) + 1
            message = f"{line}:{column}: {message}"
        return errors + [f"{file_path} is not valid OpenStep text: {message}"], None

    seen = {}
    for match in OBJECT_DEFINITION.finditer(text):
        object_id = match.group(1)
        line = text.count("\n", 0, match.start()) + 1
        if object_id in seen:
            errors.append(f"object {object_id} is defined twice (lines {seen[object_id]} and {line})")
        else:
            seen[object_id] = line

    try:
        # load() prints its own "[WARNING] … missing/broken references" on stderr; we report those ourselves.
        with contextlib.redirect_stderr(io.StringIO()):
            project = XcodeProject.load(file_path)
    except Exception as error:
        return errors + [f"pbxproj could not load {file_path}: {type(error).__name__}: {error}"], None

    objects = project.objects
    ids = set(objects.get_keys())

    def get(object_id):
        return objects[object_id] if object_id in ids else None

    root_id = str(project.rootObject) if "rootObject" in project else None
    root = get(root_id) if root_id else None
    if root is None or root.isa != "PBXProject":
        errors.append(f"rootObject {root_id} is missing or not a PBXProject")

    for object_id in sorted(ids):
        obj = objects[object_id]
        if not getattr(obj, "isa", None):
            errors.append(f"object {object_id} has no isa")
        for location, string in walk(obj, object_id):
            if not ID.fullmatch(string) or string in ids:
                continue
            if location.endswith(".remoteGlobalIDString") and str(obj["containerPortal"]) != root_id:
                continue  # an object of another project
            errors.append(f"{location} references {string}, which is not an object")

    def check_configuration_list(owner, list_id):
        config_list = get(str(list_id)) if list_id else None
        if config_list is None:
            errors.append(f"{owner} has no buildConfigurationList" if not list_id
                          else f"{owner}: buildConfigurationList {list_id} does not exist")
            return 0
        if config_list.isa != "XCConfigurationList":
            errors.append(f"{owner}: buildConfigurationList {list_id} is a {config_list.isa}")
            return 0
        config_ids = config_list["buildConfigurations"] or []
        if isinstance(config_ids, str):
            config_ids = [config_ids]
        if not config_ids:
            errors.append(f"{owner}: configuration list {list_id} has no buildConfigurations")
        names = []
        for config_id in config_ids:
            config = get(str(config_id))
            if config is None:
                errors.append(f"{owner}: build configuration {config_id} does not exist")
            elif config.isa != "XCBuildConfiguration":
                errors.append(f"{owner}: build configuration {config_id} is a {config.isa}")
            elif not config["name"]:
                errors.append(f"{owner}: build configuration {config_id} has no name")
            else:
                names.append(str(config["name"]))
        duplicates = sorted({name for name in names if names.count(name) > 1})
        if duplicates:
            errors.append(f"{owner}: configuration names repeated: {', '.join(duplicates)}")
        return len(config_ids)

    configurations = 0
    target_names = []
    package_locations = []
    if root is not None and root.isa == "PBXProject":
        configurations += check_configuration_list("PBXProject", root["buildConfigurationList"])
        for target_id in root["targets"] or []:
            target = get(str(target_id))
            if target is None:
                continue  # already reported as a dangling reference
            if target.isa not in TARGET_ISAS:
                errors.append(f"PBXProject.targets lists {target_id}, a {target.isa}")
                continue
            if not target["name"]:
                errors.append(f"target {target_id} has no name")
            target_names.append(str(target["name"]))
        for package_id in root["packageReferences"] or []:
            package = get(str(package_id))
            if package is None:
                continue
            location = package["repositoryURL"] or package["relativePath"]
            if package.isa not in ("XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference") or not location:
                errors.append(f"package reference {package_id} ({package.isa}) has no repositoryURL/relativePath")
                continue
            package_locations.append(str(location))
        main_group = get(str(root["mainGroup"])) if root["mainGroup"] else None
        if main_group is None or main_group.isa != "PBXGroup":
            errors.append("PBXProject.mainGroup is missing or not a PBXGroup")

    native_targets = sorted(objects.get_objects_in_section("PBXNativeTarget"), key=lambda t: t.get_id())
    listed = set(str(t) for t in (root["targets"] or [])) if root is not None else set()
    for target in native_targets:
        owner = f"PBXNativeTarget {target.get_id()} ({target['name']})"
        configurations += check_configuration_list(owner, target["buildConfigurationList"])
        if str(target.get_id()) not in listed:
            errors.append(f"{owner} is not listed in PBXProject.targets")
    for target_id in sorted(listed):
        target = get(target_id)
        if target is not None and target.isa != "PBXNativeTarget" and target.isa in TARGET_ISAS:
            configurations += check_configuration_list(f"{target.isa} {target_id} ({target['name']})",
                                                       target["buildConfigurationList"])

    duplicates = sorted({name for name in target_names if target_names.count(name) > 1})
    if duplicates:
        errors.append(f"target names repeated: {', '.join(duplicates)}")
    for name in expect_targets:
        if name not in target_names:
            errors.append(f"expected target '{name}' is missing (targets: {', '.join(target_names) or 'none'})")

    def package_matches(expected, location):
        base = location.rstrip("/").rsplit("/", 1)[-1]
        if base.endswith(".git"):
            base = base[:-4]
        return expected in (location, base)

    for expected in expect_packages:
        if not any(package_matches(expected, location) for location in package_locations):
            errors.append(f"expected package '{expected}' is missing "
                          f"(package references: {', '.join(package_locations) or 'none'})")

    summary = (f"ok: {len(ids)} objects, {len(target_names)} targets ({', '.join(target_names)}), "
               f"{len(package_locations)} package references, {configurations} build configurations "
               f"in {file_path}")
    return errors, summary


def names(value):
    return [name.strip() for name in value.split(",") if name.strip()] if value else []


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("project", help="an .xcodeproj folder or a project.pbxproj file")
    parser.add_argument("--expect-targets", default="", help="comma-separated target names that must exist")
    parser.add_argument("--expect-packages", default="",
                        help="comma-separated package references that must exist (URL, path or last component)")
    arguments = parser.parse_args(argv)
    errors, summary = check(arguments.project, names(arguments.expect_targets), names(arguments.expect_packages))
    if errors:
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
        print(f"{len(errors)} problem(s) in {pbxproj_path(arguments.project)}", file=sys.stderr)
        return 1
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
