#!/usr/bin/env python3
"""API inventory: what scaffold's ProjectDescription lacks of Tuist's, or spells differently.

Usage: scripts/api-inventory.py TUIST_PROJECTDESCRIPTION_DIR [OURS_DIR]

TUIST_PROJECTDESCRIPTION_DIR is a folder of Tuist's `ProjectDescription` sources (a checkout of
tuist/tuist's `cli/Sources/ProjectDescription`, or `Sources/ProjectDescription` for Tuist 3),
OURS_DIR defaults to this repository's Sources/ProjectDescription. Both are read as text: each
public type, enum case, initializer, static or instance function and property is listed by
its call-site spelling, `Type.member(label:label:)`; an enum case and a static function with
the same labels are the same spelling to a manifest. Declarations Tuist marks unavailable are
not callable and are skipped; scaffold's trailing `file:line:column:` parameters (call sites
for diagnostics) are ignored. A member whose labels match but whose parameter types differ is
reported as `differs`. Exit status: 0 when nothing is missing or different, 1 otherwise.
"""
import os
import re
import sys

KEYWORDS_TYPE = ("struct", "enum", "class", "protocol", "extension", "actor")


def strip_comments_and_strings(text):
    """The source with comments removed and string literals emptied (kept as "")."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            i = n if j < 0 else j + 3
            out.append('""')
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def split_top(text, sep=","):
    """`text` split at `sep` outside brackets."""
    parts, depth, current = [], 0, []
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current))
    return parts


def balanced(text, start):
    """The index just past the bracket group opening at `start`."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    close, depth = pairs[text[start]], 0
    for i in range(start, len(text)):
        if text[i] == text[start]:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


# The names an extension may give a type that is spelled as an alias elsewhere.
OWNER_ALIASES = {"Dictionary": "SettingsDictionary", "Set": "Destinations"}
LITERAL_TYPES = {"StringLiteralType": "String", "BooleanLiteralType": "Bool", "IntegerLiteralType": "Int",
                 "FloatLiteralType": "Double", "ExtendedGraphemeClusterLiteralType": "String", "UnicodeScalarLiteralType": "String"}


def normalize_type(text):
    text = re.sub(r"\s+", "", text)
    text = text.replace("ProjectDescription.", "")
    return LITERAL_TYPES.get(text, text)


def parameters(text, is_case=False):
    """[(label, type)] of a parameter list's text; scaffold's call-site parameters dropped."""
    result = []
    for part in split_top(text):
        part = part.strip()
        if not part:
            continue
        default = None
        if "=" in part:
            head, default = part.split("=", 1)
            default = default.strip()
        else:
            head = part
        if ":" not in head or head.strip()[:1] in "[(":
            result.append(("_", normalize_type(head), default is not None))
            continue
        names, ptype = head.split(":", 1)
        names = names.split()
        label = names[0] if names else "_"
        if is_case and len(names) == 1:
            label = names[0]
        if default and default.startswith("#") and label in ("file", "line", "column", "callerPath"):
            continue
        ptype = normalize_type(ptype)
        ptype = ptype.replace("inout", "").replace("@escaping", "").replace("@autoclosure", "")
        result.append((label, ptype, default is not None))
    return result


def declarations(folder):
    """{key: (kind, [types], file)} of the public API under `folder`."""
    found = {}
    for dirpath, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    scan(strip_comments_and_strings(handle.read()), os.path.relpath(path, folder), found)
    return found


DECL = re.compile(
    r"(?P<attrs>(?:@\w+(?:\([^)]*\))?\s*)*)"
    r"(?P<mods>(?:(?:public|open|internal|private|fileprivate|package|static|class|final|override|mutating|nonisolated|indirect|convenience|required|@discardableResult)\s+)*)"
    r"(?P<kind>struct|enum|class|protocol|extension|actor|typealias|func|init\??|var|let|case|subscript)\b"
)


def scan(text, path, found):
    """Walks `text`, keeping a stack of (type name, public?, is enum?, brace depth)."""
    stack = []  # (qualified name, members public by default?, is enum, depth at open)
    depth, i, n = 0, 0, len(text)
    pending = None  # a type declared, waiting for its "{"
    while i < n:
        ch = text[i]
        if ch == "{":
            depth += 1
            if pending is not None:
                stack.append(pending + (depth,))
                pending = None
            i += 1
            continue
        if ch == "}":
            if stack and stack[-1][3] == depth:
                stack.pop()
            depth -= 1
            i += 1
            continue
        if not (ch.isalpha() or ch == "@") or (i > 0 and (text[i - 1].isalnum() or text[i - 1] in "_.")):
            i += 1
            continue
        m = DECL.match(text, i)
        if not m:
            i += 1
            continue
        attrs, mods, kind = m.group("attrs"), m.group("mods").split(), m.group("kind")
        j = m.end()
        unavailable = "unavailable" in attrs or ("@available" in attrs and "*,unavailable" in re.sub(r"\s", "", attrs))
        in_type = stack[-1] if stack else None
        # Only declarations directly inside a type (or at file level) count.
        if in_type is not None and depth != in_type[3]:
            i = j
            continue
        if in_type is None and depth != 0:
            i = j
            continue
        owner = in_type[0] if in_type else ""
        explicit_public = "public" in mods or "open" in mods
        public = explicit_public or (in_type is not None and in_type[1] and kind != "extension")
        if kind in KEYWORDS_TYPE:
            nm = re.match(r"\s*([\w.]+)", text[j:])
            if not nm:
                i = j
                continue
            tname = nm.group(1)
            if kind == "extension":
                clause = text[j:text.find("{", j) if text.find("{", j) >= 0 else n]
                element = re.search(r"Element\s*==\s*(\w+)", clause)
                if tname == "Set" and element:
                    tname = element.group(1) + "s"  # Destinations, PlatformFilters
                else:
                    tname = OWNER_ALIASES.get(tname, tname)
            qualified = tname if kind == "extension" or not owner else owner + "." + tname
            if kind != "extension" and explicit_public and not unavailable:
                found.setdefault(qualified, ("type", [], path))
            # Members of a public enum's cases are public; of an extension, only if `public extension`.
            members_public = (kind == "extension" and explicit_public) or (kind == "protocol" and explicit_public)
            pending = (qualified, members_public, kind == "enum")
            i = j
            continue
        if kind == "case":
            if in_type is None or not in_type[2] or not (public or owner_is_public(found, owner)):
                i = j
                continue
            # one or several cases: `case a, b(x: Int)`
            end = j
            rest = text[j:]
            k = 0
            items = []
            current = []
            depth_local = 0
            while k < len(rest):
                c = rest[k]
                if c in "([":
                    depth_local += 1
                elif c in ")]":
                    depth_local -= 1
                if depth_local == 0 and c in "\n;}":
                    break
                if depth_local == 0 and c == ",":
                    items.append("".join(current))
                    current = []
                else:
                    current.append(c)
                k += 1
            items.append("".join(current))
            for item in items:
                item = item.strip()
                cm = re.match(r"`?(\w+)`?\s*(\()?", item)
                if not cm:
                    continue
                cname = cm.group(1)
                params = []
                if cm.group(2):
                    start = item.index("(")
                    params = parameters(item[start + 1:balanced(item, start) - 1], is_case=True)
                if not unavailable:
                    record(found, owner, cname, params, "case", path)
            i = j + k
            continue
        if not public or unavailable:
            i = j
            continue
        if kind in ("func", "init", "init?", "subscript"):
            if kind == "func":
                nm = re.match(r"\s*(`?[\w]+`?|[^\s(<]+)\s*", text[j:])
                fname = nm.group(1).strip("`") if nm else "?"
                k = j + (nm.end() if nm else 0)
            else:
                fname = "init" if kind.startswith("init") else "subscript"
                k = j
            operator = kind == "func" and not re.match(r"^\w+$", fname)
            while k < n and text[k] != "(":
                if text[k] == "<" and not operator:
                    k = balanced(text, k)
                    continue
                k += 1
            if k >= n:
                break
            end = balanced(text, k)
            params = parameters(text[k + 1:end - 1])
            record(found, owner, fname, params, "func", path)
            i = end
            continue
        if kind in ("var", "let"):
            vm = re.match(r"\s*`?(\w+)`?\s*(?::\s*([^={\n]+))?", text[j:])
            if vm:
                record(found, owner, vm.group(1), None, "var", path, vm.group(2))
            i = j
            continue
        if kind == "typealias":
            tm = re.match(r"\s*(\w+)\s*=\s*([\w.]+)", text[j:])
            if tm:
                target = tm.group(2).replace("ProjectDescription.", "")
                found.setdefault((owner + "." if owner else "") + tm.group(1), ("alias", [target], path))
            i = j
            continue
        i = j


def owner_is_public(found, owner):
    return owner in found


def record(found, owner, name, params, kind, path, vtype=None):
    if params is None:
        key = f"{owner}.{name}" if owner else name
        found.setdefault(key, (kind, [normalize_type(vtype or "")], path))
        return
    if not re.match(r"^\w+$", name):
        return  # an operator
    if (name == "init" and [p[0] for p in params] == ["from"]) or (name == "encode" and [p[0] for p in params] == ["to"]):
        return  # Codable's requirements: a manifest never calls them
    labels = "".join(f"{label}:" for label, *_ in params)
    key = f"{owner}.{name}({labels})" if owner else f"{name}({labels})"
    types = [t for _, t, *_ in params]
    found.setdefault("@callables", {}).setdefault(f"{owner}.{name}", []).append(params)
    if key in found:
        # Overloads with the same labels: every signature is kept.
        found[key][3].append(types)
    else:
        found[key] = (kind, types, path, [types])


def aliased(key, ours):
    """`key` with a prefix that is one of ours' type aliases replaced by what it names."""
    for name, value in ours.items():
        if not name.startswith("@") and value[0] == "alias" and value[1] and key.startswith(name + "."):
            return value[1][0] + key[len(name):]
    return None


def same_type(theirs, mine, aliases):
    """Whether two parameter types are one: qualified names by their last part, ours' type
    aliases by what they name, `Self` like anything."""
    def simple(text):
        text = re.sub(r"\b(?:\w+\.)+(\w+)", r"\1", text)
        return re.sub(r"\b(\w+)\b", lambda m: aliases.get(m.group(1), m.group(1)), text)
    a, b = simple(theirs), simple(mine)
    return a == b or "Self" in (a.rstrip("?."), b.rstrip("?."))


def accepts(params, labels):
    """Whether a declaration with `params` is called with exactly `labels` (its other
    parameters having defaults): scaffold's own trailing parameters do not change a call."""
    i = 0
    for label, _, has_default in params:
        if i < len(labels) and label == labels[i]:
            i += 1
        elif not has_default:
            return False
    return i == len(labels)


def compare(tuist, ours):
    missing, differs = [], []
    aliases = {key.split(".")[-1]: value[1][0].split(".")[-1] for key, value in ours.items()
               if not key.startswith("@") and value[0] == "alias" and value[1]}
    # A case without associated values is spelled like a static property.
    ours_keys = set(ours)
    for key in ours:
        if key.endswith("()"):
            ours_keys.add(key[:-2])
    for key in sorted(k for k in tuist if not k.startswith("@")):
        kind, types, path = tuist[key][:3]
        alt = key[:-2] if key.endswith("()") else key + "()"
        mine = ours.get(key) or ours.get(alt)
        if mine is None and kind == "alias":
            mine = ours.get(key)
        if mine is None and aliased(key, ours):
            other = aliased(key, ours)
            mine = ours.get(other) or ours.get(other[:-2] if other.endswith("()") else other + "()")
        if mine is None and kind == "type":
            mine = ours.get(key) if ours.get(key, ("",))[0] == "alias" else None
        if mine is None and "(" in key:
            base, labels = key.split("(", 1)
            wanted = [label for label in labels.rstrip(")").split(":") if label]
            bases = [base] + ([aliased(base, ours)] if aliased(base, ours) else [])
            if any(accepts(params, wanted) for name in bases for params in ours.get("@callables", {}).get(name, [])):
                continue
        if mine is None:
            if kind == "var" and key in ours_keys:
                continue
            missing.append(f"missing  {key}    ({path})")
            continue
        if kind in ("func", "case") and mine[0] in ("func", "case"):
            signatures = mine[3] if len(mine) > 3 else [mine[1]]
            fits = [sig for sig in signatures if len(sig) == len(types) and all(same_type(a, b, aliases) for a, b in zip(types, sig))]
            if not fits and signatures and len(signatures[0]) == len(types):
                diff = [f"{a} vs {b}" for a, b in zip(types, signatures[0]) if not same_type(a, b, aliases)]
                differs.append(f"differs  {key}: Tuist's {', '.join(diff)} ({path})")
    return missing, differs


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    here = os.path.dirname(os.path.abspath(__file__))
    ours_dir = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "Sources", "ProjectDescription")
    tuist = declarations(sys.argv[1])
    ours = declarations(ours_dir)
    missing, differs = compare(tuist, ours)
    for line in missing + differs:
        print(line)
    declared = len([key for key in tuist if not key.startswith("@")])
    print(f"TOTAL: Tuist declares {declared}; scaffold lacks {len(missing)}, spells {len(differs)} differently")
    return 1 if missing or differs else 0


if __name__ == "__main__":
    sys.exit(main())
