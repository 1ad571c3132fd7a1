# Shared by the samples' make_tables.py scripts: flat-topped offset grids (columns east, rows south,
# 0-based), hex paths for roads, hexside tables and the two CSV writers `ridgeline apply` reads.
import csv, math, os

DIRS = ["N", "NE", "SE", "S", "SW", "NW"]


class Grid:
    """A flat-topped grid of cols x rows offset hexes; `stagger` names the shoved-south columns
    (0-based) as the map's <grid stagger> does; `label(c, r)` prints a hex as the map does."""

    def __init__(self, cols, rows, stagger, label):
        self.cols, self.rows, self.stagger, self.label = cols, rows, stagger, label

    def on_map(self, c, r):
        return 0 <= c < self.cols and 0 <= r < self.rows

    def hexes(self):
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]

    def shoved(self, c):
        return c % 2 == (1 if self.stagger == "odd" else 0)

    def cube(self, c, r):
        z = r - (c - (c & 1)) // 2 if self.stagger == "odd" else r - (c + (c & 1)) // 2
        return c, -c - z, z

    def distance(self, a, b):
        ax, ay, az = self.cube(*a)
        bx, by, bz = self.cube(*b)
        return max(abs(ax - bx), abs(ay - by), abs(az - bz))

    def neighbours(self, c, r):
        """(direction, col, row) of the on-map neighbours."""
        down = 1 if self.shoved(c) else 0
        n = [("N", c, r - 1), ("NE", c + 1, r - 1 + down), ("SE", c + 1, r + down),
             ("S", c, r + 1), ("SW", c - 1, r + down), ("NW", c - 1, r - 1 + down)]
        return [(d, a, b) for d, a, b in n if self.on_map(a, b)]

    def on_edge(self, c, r):
        return len(self.neighbours(c, r)) < 6

    def centre(self, c, r):
        return 1.5 * c, math.sqrt(3) * (r + (0.5 if self.shoved(c) else 0))

    def path(self, *waypoints):
        """Hexes from waypoint to waypoint: each step goes to a neighbour nearer the next waypoint,
        the one whose centre lies closest to the straight line between the two waypoints."""
        hexes = [waypoints[0]]
        for start, target in zip(waypoints, waypoints[1:]):
            (x0, y0), (x1, y1) = self.centre(*start), self.centre(*target)
            def off_line(c, r):
                x, y = self.centre(c, r)
                return abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0))
            while hexes[-1] != target:
                c, r = hexes[-1]
                step = min(self.neighbours(c, r), key=lambda n: (self.distance((n[1], n[2]), target), off_line(n[1], n[2]), DIRS.index(n[0])))
                hexes.append((step[1], step[2]))
        return hexes


class Hexsides:
    """Features by hexside, keyed by the two labels in sorted order."""

    def __init__(self, grid):
        self.grid, self.features = grid, {}

    def add(self, a, b, feature):
        key = tuple(sorted([self.grid.label(*a), self.grid.label(*b)]))
        self.features.setdefault(key, set()).add(feature)

    def along(self, hexes, feature):
        for a, b in zip(hexes, hexes[1:]):
            self.add(a, b, feature)

    def has(self, a, b, feature):
        return feature in self.features.get(tuple(sorted([self.grid.label(*a), self.grid.label(*b)])), set())

    def by_level(self, level, feature_for_step):
        """Every hexside whose two hexes differ in level gets feature_for_step(a, b, step) (None: nothing)."""
        for a in self.grid.hexes():
            for _, c, r in self.grid.neighbours(*a):
                step = abs(level(c, r) - level(*a))
                if step and a < (c, r):
                    feature = feature_for_step(a, (c, r), step)
                    if feature: self.add(a, (c, r), feature)


def write_tables(here, grid, terrain, level, elevation_m, features, names, sides):
    """terrain.csv (one row per hex, row by row) and hexsides.csv (sorted by labels)."""
    with open(os.path.join(here, "terrain.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label", "terrain", "elevation_m", "level", "features", "name"])
        for c, r in grid.hexes():
            w.writerow([grid.label(c, r), terrain(c, r), elevation_m(c, r), level(c, r), features(c, r), names.get((c, r), "")])
    with open(os.path.join(here, "hexsides.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label_a", "label_b", "features"])
        for (a, b), feats in sorted(sides.features.items()):
            w.writerow([a, b, " ".join(sorted(feats))])
    print(grid.cols * grid.rows, "hexes,", len(sides.features), "hexsides")
