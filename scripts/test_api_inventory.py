#!/usr/bin/env python3
"""The API inventory's own test: it reads a fixture shaped like Tuist's sources and
scaffold's ProjectDescription, and must report exactly what the fixture lacks."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Tests", "Fixtures", "APIInventory")

OURS = '''
public struct Target {
    public var name: String
    public var product: Product
    public static func target(name: String, product: Product = .app, sources: [String] = [], packagePath: String? = nil,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Target { fatalError() }
}
public enum Product: String { case app, framework, bundle }
public struct Dependency {
    public static func target(name: String, condition: String? = nil) -> Dependency { fatalError() }
    public static func typed(path: String) -> Dependency { fatalError() }
}
'''


class APIInventoryTests(unittest.TestCase):
    def test_reports_what_is_missing_and_what_is_typed_differently(self):
        with tempfile.TemporaryDirectory() as ours:
            with open(os.path.join(ours, "Ours.swift"), "w") as handle:
                handle.write(OURS)
            run = subprocess.run([sys.executable, os.path.join(HERE, "api-inventory.py"), FIXTURE, ours], capture_output=True, text=True)
        lines = run.stdout.splitlines()
        self.assertEqual(run.returncode, 1, run.stdout + run.stderr)
        # A case and a static function are one spelling; a defaulted trailing parameter of ours
        # (and the call-site parameters) do not change a call; an unavailable one is skipped.
        self.assertEqual([line.split()[1] for line in lines if line.startswith("missing")], ["Target.absent(label:)"])
        self.assertEqual([line.split()[1] for line in lines if line.startswith("differs")], ["Dependency.typed(path:):"])
        self.assertIn("Tuist's Int vs String", run.stdout)
        self.assertTrue(lines[-1].startswith("TOTAL: Tuist declares"), lines[-1])


if __name__ == "__main__":
    unittest.main()
