# Writes terrain.csv and hexsides.csv beside this script: the hand-designed terrain of the LFM sample,
# Miller's Cornfield at Antietam between the North Woods and the Dunker Church (14 x 12 hexes of
# 250 yd, 4-digit CCRR labels as in LFM R27.ex).
import math, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the samples directory free of __pycache__
sys.path.insert(0, os.path.dirname(HERE))
from hexgrid import Grid, Hexsides, write_tables

COLS, ROWS = 14, 12
grid = Grid(COLS, ROWS, "odd", lambda c, r: f"{c + 1:02d}{r + 1:02d}")
DUNKER_CHURCH, MUMMA_FARM, MILLER_FARM = (5, 9), (10, 9), (5, 3)

# Levels (20 ft, LFM R27 leaves the interval to the map): Nicodemus Heights in the north-west, the
# ridge the Hagerstown Pike follows and the Dunker Church plateau at level 3, the Cornfield and the
# East Woods at 2, falling toward Antietam Creek in the east.
def level(c, r):
    if c <= 1 and 1 <= r <= 3: return 4                   # Nicodemus Heights
    if c <= 5: return 3
    if c <= 7 and (r <= 1 or 8 <= r <= 10): return 3      # North Woods rise, Dunker Church plateau
    if c <= 10: return 2
    return 1

DATUM_FT = 360
def elevation_m(c, r):
    ft = DATUM_FT + 20 * level(c, r) + 8 + 5 * math.sin(c * 1.1 + r * 0.8)
    return round(ft * 0.3048, 1)

def terrain(c, r):
    if 4 <= c <= 7 and (r <= 1 or (r == 2 and c >= 5)): return "woods"    # North Woods
    if 9 <= c <= 10 and 4 <= r <= 7: return "woods"                       # East Woods
    if 3 <= c <= 4 and 6 <= r: return "woods"                             # West Woods
    if 6 <= c <= 8 and 4 <= r <= 5: return "cornfield"                    # Miller's Cornfield
    if (c, r) == (10, 10): return "orchard"                               # Mumma orchard
    return "clear"

def features(c, r):
    return ""

NAMES = {DUNKER_CHURCH: "Dunker Church", MUMMA_FARM: "Mumma farm", MILLER_FARM: "Miller farm",
         (7, 4): "The Cornfield", (0, 2): "Nicodemus Heights", (6, 0): "North Woods", (9, 5): "East Woods",
         (3, 8): "West Woods"}

sides = Hexsides(grid)
sides.along(grid.path((5, 0), (5, ROWS - 1)), "pike")                           # Hagerstown Pike
sides.along(grid.path((12, 0), DUNKER_CHURCH), "road")                         # Smoketown Road
sides.along(grid.path((8, 6), MUMMA_FARM, (COLS - 1, 10)), "trail")            # Mumma farm lane
# Nicodemus Heights' faces are slopes (LFM C-DRM-D); the rest of the ground rolls gently.
sides.by_level(level, lambda a, b, step: "slope" if max(level(*a), level(*b)) == 4 else None)

write_tables(HERE, grid, terrain, level, elevation_m, features, NAMES, sides)
