# Writes terrain.csv and hexsides.csv beside this script: the hand-designed terrain tables of the SSS sample (20 x 16 hexes, sheets A C / B D).
import csv, math, os
HERE = os.path.dirname(os.path.abspath(__file__))
COLS, ROWS, SC, SR = 20, 16, 10, 8
NAMES = ["A", "C", "B", "D"]
def label(c, r):
    return f"{NAMES[(r // SR) * 2 + c // SC]}{c % SC + 1:02d}{r % SR + 1:02d}"
def neighbours(c, r):  # even-q, flat-topped: (dir name, col, row)
    if c % 2 == 1:
        n = [("NE", c+1, r-1), ("SE", c+1, r), ("S", c, r+1), ("SW", c-1, r), ("NW", c-1, r-1), ("N", c, r-1)]
    else:
        n = [("NE", c+1, r), ("SE", c+1, r+1), ("S", c, r+1), ("SW", c-1, r+1), ("NW", c-1, r), ("N", c, r-1)]
    return [(d, a, b) for d, a, b in n if 0 <= a < COLS and 0 <= b < ROWS]
# Ridges run north-south: Herr Ridge (cols 1-3), Willoughby Run (col 7), McPherson Ridge (cols 9-11),
# Seminary Ridge (cols 16-18). Levels by column, with a knob on McPherson Ridge.
def level(c, r):
    base = [2, 3, 3, 3, 2, 2, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3, 4, 4, 3, 3][c]
    if c in (10, 11) and 5 <= r <= 8: base += 1
    return base
DATUM_FT = 460
def elevation_m(c, r):
    lv = level(c, r)
    ft = DATUM_FT + 40 * lv + 12 + 6 * math.sin(c * 1.7 + r * 0.9)
    return round(ft * 0.3048, 1)
def terrain(c, r):
    if 9 <= c <= 11 and 9 <= r <= 13: return "woods"        # Herbst (McPherson's) Woods
    if 16 <= c <= 17 and 1 <= r <= 3: return "woods"        # Seminary woods
    if c >= 19 and r <= 5: return "town"                    # edge of Gettysburg
    if c == 18 and 10 <= r <= 11: return "orchard"
    if (c, r) in [(6, 10), (7, 10), (6, 11)]: return "marsh"
    if c in (3, 4) and r in (4, 5, 12, 13): return "farm"
    return "clear"
with open(os.path.join(HERE, "terrain.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["label", "terrain", "elevation_m", "level", "name"])
    names = {(10, 7): "McPherson Farm", (17, 5): "Lutheran Seminary", (3, 4): "Herr Tavern"}
    for r in range(ROWS):
        for c in range(COLS):
            w.writerow([label(c, r), terrain(c, r), elevation_m(c, r), level(c, r), names.get((c, r), "")])
sides = {}
def add(c1, r1, c2, r2, feat):
    a, b = label(c1, r1), label(c2, r2)
    key = tuple(sorted([a, b]))
    sides.setdefault(key, set()).add(feat)
# Chambersburg Pike: west to east along row 6 and 7, alternating through NE/SE steps.
pike = []
r = 6
for c in range(COLS):
    pike.append((c, r))
for (c1, r1), (c2, r2) in zip(pike, pike[1:]):
    add(c1, r1, c2, r2, "pike")
# Willoughby Run: along the hexsides between columns 6 and 7 (north to south).
for r in range(ROWS):
    for d, a, b in neighbours(6, r):
        if a == 7 and d in ("NE", "SE") and not (d == "NE" and r == 0):
            add(6, r, a, b, "minor-creek")
# Slopes: minor slope on every hexside where the level changes by one across the ridge faces of
# McPherson Ridge (cols 8-9) and Seminary Ridge (cols 15-16); major slope on the knob.
for c in range(COLS):
    for r in range(ROWS):
        for d, a, b in neighbours(c, r):
            dl = level(a, b) - level(c, r)
            if dl == 1 and c in (8, 15) and a in (9, 16): add(c, r, a, b, "minor-slope")
            if dl == 1 and level(a, b) == 4 and a in (10, 11) and c in (9, 10, 11, 12) and c != a: add(c, r, a, b, "major-slope")
with open(os.path.join(HERE, "hexsides.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["label_a", "label_b", "features"])
    for (a, b), feats in sorted(sides.items()):
        w.writerow([a, b, " ".join(sorted(feats))])
print(len(sides), "hexsides")
