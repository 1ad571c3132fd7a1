# Writes terrain.csv and hexsides.csv beside this script: the hand-designed terrain of the CWB sample,
# Oak Hill and Oak Ridge north of Gettysburg (one 16 x 14 sheet "A", 200 yd hexes, 30 ft levels).
# Labels are CWB 1.1a: map letter, column, ".", row counted up from the sheet's lower-left corner.
import math, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the samples directory free of __pycache__
sys.path.insert(0, os.path.dirname(HERE))
from hexgrid import Grid, Hexsides, write_tables

COLS, ROWS = 16, 14
grid = Grid(COLS, ROWS, "odd", lambda c, r: f"A{c + 1:02d}.{ROWS - r:02d}")
OAK_HILL = (4, 1)

# Willoughby Run's valley in the west (cols 1-2), Oak Ridge (cols 6-7) falling off south of the
# railroad, the plain north of the town sloping down to the east; Oak Hill rises above all of it.
def level(c, r):
    ridge = [2, 1, 1, 2, 3, 3, 4, 4, 3, 2, 2, 2, 1, 1, 1, 1][c]
    if c in (6, 7) and r >= 9: ridge = 3
    return max(ridge, 5 - max(0, grid.distance((c, r), OAK_HILL) - 1))

DATUM_FT = 480
def elevation_m(c, r):
    ft = DATUM_FT + 30 * level(c, r) + 12 + 8 * math.sin(c * 1.3 + r * 0.7)
    return round(ft * 0.3048, 1)

TOWN = {(c, r) for c in range(13, COLS) for r in range(10, ROWS) if (c, r) != (13, 10)}
def terrain(c, r):
    if (c, r) in TOWN: return "town"                              # Gettysburg's northern streets
    if c in (7, 8) and 8 <= r <= 10: return "woods"               # Sheads' Woods on Oak Ridge
    if 2 <= c <= 3 and r <= 1: return "woods"                     # woods on Oak Hill's western face
    if (c, r) in [(10, 3), (10, 4)]: return "orchard"             # McLean farm orchard
    return "clear"

FARMS = {(10, 4): "McLean farm", (5, 6): "Forney farm", (12, 7): "Hagy house"}
def features(c, r):
    return "buildings" if (c, r) in FARMS else ""
NAMES = {**FARMS, OAK_HILL: "Oak Hill", (7, 5): "Oak Ridge (Mummasburg Road)", (14, 12): "Gettysburg"}

sides = Hexsides(grid)
pike = grid.path((0, 12), (15, 12))                    # Chambersburg Pike, west edge into the town
mummasburg = grid.path((0, 1), (7, 5), (15, 10))      # Mummasburg Road over Oak Ridge to the town
carlisle = grid.path((13, 0), (13, 12))               # Carlisle Road, north edge down to the pike
sides.along(pike, "primary-road")
sides.along(mummasburg, "road")
sides.along(carlisle, "road")
# Willoughby Run: the hexsides between columns 1 and 2, bridged where the roads cross it.
for r in range(ROWS):
    for d, c2, r2 in grid.neighbours(1, r):
        if c2 == 2:
            sides.add((1, r), (c2, r2), "creek")
            if sides.has((1, r), (c2, r2), "primary-road") or sides.has((1, r), (c2, r2), "road"):
                sides.add((1, r), (c2, r2), "bridge")
# Every level change is an elevation-change hexside (CWB 16.2e); Oak Hill's crown is a slope too.
sides.by_level(level, lambda a, b, step: "contour")
sides.by_level(level, lambda a, b, step: "slope" if max(level(*a), level(*b)) == 5 else None)

write_tables(HERE, grid, terrain, level, elevation_m, features, NAMES, sides)
