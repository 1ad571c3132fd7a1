#!/usr/bin/env python3
"""Compares two Tiled JSON maps in what they say: the map's geometry and properties, and every
layer (name, kind, visibility, properties, tile data, objects with their geometry and properties).
Usage: compare_tiled_json.py A.json B.json; exit 1 and the differences when they disagree."""
import json
import math
import sys

MAP_KEYS = ["orientation", "width", "height", "tilewidth", "tileheight", "hexsidelength", "staggeraxis",
            "staggerindex", "infinite"]


def same(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6)
    return a == b


def properties(node):
    return {p["name"]: (p.get("type", "string"), p["value"]) for p in node.get("properties", [])}


def compare_properties(where, a, b, out):
    pa, pb = properties(a), properties(b)
    for name in sorted(set(pa) | set(pb)):
        if name not in pa or name not in pb:
            out.append(f"{where}: property {name} only in {'second' if name in pb else 'first'}")
        elif pa[name][0] != pb[name][0] or not same(pa[name][1], pb[name][1]):
            out.append(f"{where}: property {name}: {pa[name]} != {pb[name]}")


def compare_objects(where, a, b, out):
    oa = {o["id"]: o for o in a.get("objects", [])}
    ob = {o["id"]: o for o in b.get("objects", [])}
    if set(oa) != set(ob):
        out.append(f"{where}: object ids differ: {sorted(set(oa) ^ set(ob))[:10]}")
    for oid in sorted(set(oa) & set(ob)):
        x, y = oa[oid], ob[oid]
        w = f"{where} object {oid}"
        for key in ["name", "type", "x", "y", "visible"]:
            if not same(x.get(key), y.get(key)):
                out.append(f"{w}: {key} {x.get(key)!r} != {y.get(key)!r}")
        if bool(x.get("point")) != bool(y.get("point")):
            out.append(f"{w}: point {x.get('point')} != {y.get('point')}")
        px, py = x.get("polyline", []), y.get("polyline", [])
        if len(px) != len(py) or any(not same(p["x"], q["x"]) or not same(p["y"], q["y"]) for p, q in zip(px, py)):
            out.append(f"{w}: polyline {px} != {py}")
        compare_properties(w, x, y, out)


def main():
    with open(sys.argv[1]) as f:
        a = json.load(f)
    with open(sys.argv[2]) as f:
        b = json.load(f)
    out = []
    for key in MAP_KEYS:
        if not same(a.get(key), b.get(key)):
            out.append(f"map: {key} {a.get(key)!r} != {b.get(key)!r}")
    compare_properties("map", a, b, out)
    la, lb = a.get("layers", []), b.get("layers", [])
    if [l["name"] for l in la] != [l["name"] for l in lb]:
        out.append(f"layers: {[l['name'] for l in la]} != {[l['name'] for l in lb]}")
    for x, y in zip(la, lb):
        where = f"layer {x['name']!r}"
        for key in ["type", "id", "visible", "width", "height", "color"]:
            if not same(x.get(key), y.get(key)):
                out.append(f"{where}: {key} {x.get(key)!r} != {y.get(key)!r}")
        if x.get("data") != y.get("data"):
            out.append(f"{where}: tile data differs")
        compare_properties(where, x, y, out)
        compare_objects(where, x, y, out)
    if len(a.get("tilesets", [])) != len(b.get("tilesets", [])):
        out.append("tilesets: counts differ")
    for x, y in zip(a.get("tilesets", []), b.get("tilesets", [])):
        tx = {t["id"]: t for t in x.get("tiles", [])}
        ty = {t["id"]: t for t in y.get("tiles", [])}
        for tid in sorted(set(tx) | set(ty)):
            compare_properties(f"tile {tid}", tx.get(tid, {}), ty.get(tid, {}), out)
    for line in out[:40]:
        print(line)
    if out:
        print(f"{len(out)} differences")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
