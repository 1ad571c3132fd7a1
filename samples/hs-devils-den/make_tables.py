# Writes terrain.csv and hexsides.csv beside this script: the hand-designed terrain of the HS sample,
# the ground from Warfield Ridge to the Round Tops (34 x 24 hexes of 150 yd, 4-digit CCRR labels).
# Devil's Den is hex 2719 as in the game (HS 6.1e); Big Round Top is the highest hex (HS 3.2a).
import math, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the samples directory free of __pycache__
sys.path.insert(0, os.path.dirname(HERE))
from hexgrid import Grid, Hexsides, write_tables

COLS, ROWS = 34, 24
grid = Grid(COLS, ROWS, "odd", lambda c, r: f"{c + 1:02d}{r + 1:02d}")
DEVILS_DEN = (26, 18)
LITTLE_ROUND_TOP, BIG_ROUND_TOP = (30, 15), (31, 21)
STONY_HILL, PEACH_ORCHARD = (22, 12), (19, 11)

# Levels (HS 3.2a leaves the interval to the map: 20 ft here) fall from Seminary and Warfield Ridge
# (level 4) to Plum Run (level 1), with Houck's Ridge between; the Round Tops rise two levels a hex.
def base_level(c, r):
    if c <= 19: return 4
    if c <= 24: return 3
    if c == 25: return 3 if r <= 16 else 2
    if c == 26: return 4 if 13 <= r <= 17 else 2          # Houck's Ridge above the Den
    if c == 27: return 2
    return 1                                              # Plum Run and the ground east of it

def level(c, r):
    lrt = 6 - 2 * grid.distance((c, r), LITTLE_ROUND_TOP)
    brt = 8 - 2 * grid.distance((c, r), BIG_ROUND_TOP)
    return max(base_level(c, r), lrt, brt, 4 if (c, r) == STONY_HILL else 0)

DATUM_FT = 480
def elevation_m(c, r):
    ft = DATUM_FT + 20 * level(c, r) + 8 + 5 * math.sin(c * 0.9 + r * 1.4)
    return round(ft * 0.3048, 1)

def round_top(c, r):
    return grid.distance((c, r), LITTLE_ROUND_TOP) <= 2 or grid.distance((c, r), BIG_ROUND_TOP) <= 3

def terrain(c, r):
    if (c, r) == DEVILS_DEN: return "devils-den"
    if c == 28 and 19 <= r <= 20: return "rocky-woods"                 # the Slaughter Pen
    if c == 26 and 13 <= r <= 17: return "rocky"                       # Houck's Ridge
    if grid.distance((c, r), LITTLE_ROUND_TOP) <= 1: return "rocky"    # Little Round Top's cleared crest
    if grid.distance((c, r), LITTLE_ROUND_TOP) == 2 and c < 30: return "rocky-woods"
    if round_top(c, r): return "woods"                                 # Big Round Top and the saddle
    if 23 <= c <= 25 and 14 <= r <= 19: return "woods"                 # Rose Woods
    if (c, r) == STONY_HILL or (c, r) == (21, 12): return "woods"      # Stony Hill
    if 16 <= c <= 17 and r >= 14: return "woods"                       # Biesecker's Woods on Warfield Ridge
    if grid.distance((c, r), PEACH_ORCHARD) <= 1: return "orchard"
    return "clear"

def sloping(c, r):
    """Steep, broken ground inside the hex (HS 3.2c): the Round Tops' faces, the Den, Houck's west face."""
    if (c, r) == DEVILS_DEN or (c == 26 and r in (16, 17)): return True
    return round_top(c, r) and level(c, r) >= 3 and (c, r) not in (LITTLE_ROUND_TOP, BIG_ROUND_TOP)

def features(c, r):
    return "sloping" if sloping(c, r) else ""

ROSE_FARM, SLYDER_FARM = (21, 16), (24, 21)
NAMES = {DEVILS_DEN: "Devil's Den", LITTLE_ROUND_TOP: "Little Round Top", BIG_ROUND_TOP: "Big Round Top",
         ROSE_FARM: "Rose farm", SLYDER_FARM: "Slyder farm", PEACH_ORCHARD: "Peach Orchard", STONY_HILL: "Stony Hill",
         (24, 12): "The Wheatfield", (26, 15): "Houck's Ridge", (28, 19): "Slaughter Pen"}

sides = Hexsides(grid)
emmitsburg = grid.path((14, 23), PEACH_ORCHARD, (24, 0))
wheatfield_road = grid.path(PEACH_ORCHARD, (33, 11))
sides.along(emmitsburg, "pike")
sides.along(wheatfield_road, "pike")
# The farm lane from the Emmitsburg Road past the Slyder farm to the Den, then north along Houck's
# Ridge to the Wheatfield Road.
lane_start = next(h for h in emmitsburg if h[1] == 19)
lane_end = next(h for h in wheatfield_road if h[0] == 26)
sides.along(grid.path(lane_start, SLYDER_FARM, DEVILS_DEN, (26, 13), lane_end), "lane")
# Slope hexsides follow the levels (HS 3.2d): two or more levels a Steep Slope, one level a Slope on
# Houck's Ridge and the Round Tops, elsewhere a very gentle change with no slope graphic.
def slope_feature(a, b, step):
    if step >= 2: return "steep-slope"
    return "slope" if any(round_top(*h) or h[0] == 26 for h in (a, b)) else "contour"
sides.by_level(level, slope_feature)

write_tables(HERE, grid, terrain, level, elevation_m, features, NAMES, sides)
