#!/usr/bin/env python3
"""Turns the Gettysburg order-of-battle register (battle-atlas oob-register.json: 288 entries at
brigade and battery grain, 478 regiments named inside their brigades) into an order-of-battle
spreadsheet that `ridgeline import-oob` reads, in the depth form (army 0, corps 1, division 2,
brigade 3, regiment 4; the parent of a row is the nearest row above with a smaller depth).

    python3 gettysburg_oob_table.py REGISTER.json OUT.csv

- The armies, corps and divisions are the names of each entry's parentChain, read as a path (the
  same "1st Division" recurs under several corps); their ids are left for the importer to make.
- Brigades, Union artillery brigades and Confederate artillery battalions are formations of kind
  brigade, with the register's id; a brigade's regiments are infantry or cavalry units below it.
- Batteries are artillery units with the register's id, below their battalion, brigade or corps
  (a parentChain that ends with a brigade entry's name leads to that entry, not to a division).
- The first commander a formation entry names (before any succession) is a leader of it, and its
  commander; headquarters entries ("I Corps headquarters (corps command)") are the leaders of the
  formation they head, and command it when the entry says it is the corps or division command.
- The days present go in a `days` column, which the importer reports as unknown and ignores.
"""
import csv
import json
import re
import sys

SIDES = {"union": "union", "confederate": "csa"}
FORMATION_ENTRIES = ("brigade", "artillery-brigade", "artillery-battalion")


def commander_name(text):
    """'Brig. Gen. Solomon Meredith (w July 1); Col. ...' -> 'Brig. Gen. Solomon Meredith'."""
    first = text.split(";")[0]
    return re.sub(r"\s*\(.*$", "", first).strip()


def chain_kind(position, name):
    if position == 0:
        return "army"
    if position == 1:
        return "division" if "Division" in name else "corps"
    return "division"


class Node:
    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.children = {}  # name -> Node, in first-seen order
        self.entries = []   # register entries directly below
        self.leaders = []   # headquarters entries heading it


def main(register_path, out_path):
    with open(register_path, encoding="utf-8") as f:
        entries = json.load(f)["entries"]
    # Formation entries by their own path, so that entries whose chain ends with one go below it.
    below = {(e["side"],) + tuple(e["parentChain"]) + (e["name"],): [] for e in entries
             if e["echelon"] in FORMATION_ENTRIES}
    roots = {}  # side -> {army name: Node}
    for e in entries:
        path = (e["side"],) + tuple(e["parentChain"])
        if path in below:
            below[path].append(e)
            continue
        level = roots.setdefault(e["side"], {})
        node = None
        for i, name in enumerate(e["parentChain"]):
            node = level.setdefault(name, Node(name, chain_kind(i, name)))
            level = node.children
        (node.leaders if e["echelon"] == "command" else node.entries).append(e)

    rows = []

    def row(side, depth, kind, id_="", name="", cls="", commander="", rank="", days=""):
        rows.append([side, depth, kind, id_, name, cls, commander, rank, days])

    def days_of(e):
        return " ".join(str(d) for d in e["daysPresent"])

    def emit(side, node, depth):
        heads = [h for h in node.leaders if "(corps command)" in h["name"] or "(division command)" in h["name"]]
        row(side, depth, node.kind, name=node.name, commander=heads[0]["id"] if heads else "")
        for h in node.leaders:
            row(side, depth + 1, "leader", h["id"], commander_name(h["commander"]), rank=node.kind, days=days_of(h))
        for e in node.entries:
            if e["echelon"] in FORMATION_ENTRIES:
                leader = e["id"] + "-cdr"
                row(side, depth + 1, "brigade", e["id"], e["name"], commander=leader, days=days_of(e))
                row(side, depth + 2, "leader", leader, commander_name(e["commander"]), rank="brigade")
                for regiment in e.get("regiments", []):
                    row(side, depth + 2, "unit", name=regiment, cls=e["arm"])
                path = (e["side"],) + tuple(e["parentChain"]) + (e["name"],)
                for battery in below[path]:
                    row(side, depth + 2, "unit", battery["id"], battery["name"], cls="artillery", days=days_of(battery))
            else:  # a battery
                row(side, depth + 1, "unit", e["id"], e["name"], cls="artillery", days=days_of(e))
        for child in node.children.values():
            emit(side, child, depth + 1)

    for side in ("union", "confederate"):
        for army in roots.get(side, {}).values():
            emit(SIDES[side], army, 0)

    with open(out_path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["side", "depth", "kind", "id", "name", "class", "commander", "rank", "days"])
        w.writerows(rows)
    print(f"{out_path}: {len(rows)} rows from {len(entries)} register entries")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
