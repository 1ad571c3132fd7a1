#!/usr/bin/env python3
"""Reads a `ridgeline validate` run as JUnit XML (and optionally HTML) with Python's standard
parsers and checks it against the JSON report of the same files: one test suite per file, one test
case per rule that ran, failures exactly where errors are (their lines counting the errors), a
skipped case per rule not checked, the totals, and a self-contained HTML page listing every diagnostic.

usage: check_validation_reports.py REPORT.json REPORT.xml [REPORT.html]
Prints what does not match and exits 1; exits 0 when everything does."""
import json
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

problems = []


def expect(ok, message):
    if not ok:
        problems.append(message)


def check_junit(report, path):
    root = ET.parse(path).getroot()
    expect(root.tag == "testsuites", f"root is <{root.tag}>, not <testsuites>")
    suites = root.findall("testsuite")
    files = report["files"]
    expect(len(suites) == len(files), f"{len(suites)} test suites for {len(files)} files")
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for suite, f in zip(suites, files):
        name = f["file"]
        expect(suite.get("name") == name, f"suite {suite.get('name')} where {name} was expected")
        cases = suite.findall("testcase")
        expect(int(suite.get("tests")) == len(cases), f"{name}: tests={suite.get('tests')}, {len(cases)} cases")
        totals["tests"] += len(cases)
        if "load_error" in f:
            errors = [c for c in cases if c.find("error") is not None]
            expect(len(errors) == 1 and suite.get("errors") == "1", f"{name}: a load error is not one <error>")
            totals["errors"] += 1
            continue
        props = {p.get("name"): p.get("value") for p in suite.iter("property")}
        summary = f["summary"]
        for key in ("errors", "warnings", "infos", "waived"):
            expect(props.get(key) == str(summary[key]), f"{name}: property {key}={props.get(key)}, JSON {summary[key]}")
        expect(props.get("ruleset") == f["ruleset"], f"{name}: ruleset {props.get('ruleset')} != {f['ruleset']}")
        names = {c.get("name") for c in cases}
        for rule in f["rules"]:
            expect(rule in names, f"{name}: rule {rule} ran but has no test case")
        failing = [c for c in cases if c.find("failure") is not None]
        failure_lines = sum(len(c.find("failure").text.strip().splitlines()) for c in failing)
        expect(failure_lines == summary["errors"],
               f"{name}: {failure_lines} failure lines for {summary['errors']} errors")
        error_rules = {d["rule"] for d in f["diagnostics"] if d["severity"] == "error" and not d["waived"]}
        expect({c.get("name") for c in failing} == error_rules,
               f"{name}: failing cases {sorted(c.get('name') for c in failing)} != rules with errors {sorted(error_rules)}")
        expect(int(suite.get("failures")) == len(failing), f"{name}: failures={suite.get('failures')}, {len(failing)} failing")
        for c in failing:
            expect(all(len(c.findall(t)) <= 1 for t in ("failure", "system-out")), f"{name}: case with two failures")
            for line in c.find("failure").text.strip().splitlines():
                d = next((d for d in f["diagnostics"] if d["rule"] == c.get("name") and d["message"] in line), None)
                expect(d is not None, f"{name}: failure line `{line}` is no diagnostic of {c.get('name')}")
                if d and d["citation"]:
                    expect(f"[{d['citation']}]" in line, f"{name}: `{line}` lacks its citation")
        totals["failures"] += len(failing)
        # The ruleset's rules no check applies: a skipped case each, named after the JSON's not_checked.
        skipped = [c for c in cases if c.find("skipped") is not None]
        expect([c.get("name") for c in skipped] == ["not checked: " + n["value"] for n in f["not_checked"]],
               f"{name}: {len(skipped)} skipped cases for {len(f['not_checked'])} rules not checked")
        expect(int(suite.get("skipped")) == len(skipped), f"{name}: skipped={suite.get('skipped')}, {len(skipped)} cases")
        totals["skipped"] += len(skipped)
    for key, value in totals.items():
        expect(root.get(key) == str(value), f"<testsuites {key}={root.get(key)}>, the suites add up to {value}")


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = 0
        self.svgs = 0
        self.markers = 0
        self.external = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and a.get("class") in ("error", "warning", "info", "waived"):
            self.rows += 1
        if tag == "svg":
            self.svgs += 1
        if tag == "g" and a.get("class") == "marker":
            self.markers += 1
        if tag in ("script", "link", "img", "iframe") or "src" in a or (a.get("href") or "#").find(":") >= 0:
            self.external.append(tag)


def check_html(report, path):
    page = Page()
    with open(path, encoding="utf-8") as f:
        page.feed(f.read())
    diagnostics = sum(len(f.get("diagnostics", [])) for f in report["files"])
    expect(page.rows == diagnostics, f"HTML lists {page.rows} problems, JSON {diagnostics}")
    with_problems = sum(1 for f in report["files"] if f.get("diagnostics"))
    expect(page.svgs == with_problems, f"HTML has {page.svgs} map pictures for {with_problems} files with problems")
    expect(0 < page.markers <= diagnostics, f"HTML marks {page.markers} locations for {diagnostics} problems")
    expect(not page.external, f"HTML reaches outside the page: {page.external}")


report = json.load(open(sys.argv[1], encoding="utf-8"))
check_junit(report, sys.argv[2])
if len(sys.argv) > 3:
    check_html(report, sys.argv[3])
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
