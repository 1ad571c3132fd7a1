#!/usr/bin/env python3
"""Writes the golden validation cases: for each rule, <rule-id>/case.rlscn (triggers the rule),
<rule-id>/fixed.rlscn (the same scenario fixed) and, with --expect, <rule-id>/expected.txt (the
rule's diagnostics on case.rlscn as `ridgeline validate` prints them, without the file name).
Maps are maps/<ruleset>.rlmap: 8 x 6 hexes of clear terrain with a few features per case.

    python3 make_golden.py RIDGELINE_BINARY [--expect]

Review expected.txt changes by hand: they are what tests/engine/validation/test_golden.cpp holds
the validator to."""
import copy, csv, io, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
RIDGELINE = sys.argv[1]
COLS, ROWS = 8, 6


def run(*args):
    return subprocess.run([RIDGELINE, *args], check=True, capture_output=True, text=True).stdout


def make_map(rs, name, edit=None, sides=()):
    """maps/<name>.rlmap; `edit(rows)` changes the hex table rows (dicts) before applying;
    `sides(labels)` gives hexside rows (label_a, label_b, features) to apply after them."""
    path = os.path.join(HERE, 'maps', name + '.rlmap')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    run('new', '--ruleset', rs, '--grid', f'{COLS}x{ROWS}', '--title', f'Validation test map ({rs})', '-o', path)
    rows = list(csv.DictReader(io.StringIO(run('dump', path, '--what', 'hexes', '--format', 'csv'))))
    for r in rows:
        r['terrain'] = 'clear'
    if edit:
        edit(rows)
    table = os.path.join(HERE, 'maps', name + '.csv')
    with open(table, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=['label', 'terrain', 'level', 'elevation_m', 'features'])
        w.writeheader()
        for r in rows:
            w.writerow({'label': r['label'], 'terrain': r['terrain'], 'level': r.get('level', ''), 'elevation_m': r.get('elevation_m', ''),
                        'features': r.get('features', '')})
    run('apply', path, table)
    labels = [r['label'] for r in rows]  # row-major: index = row * COLS + col
    if sides:
        with open(table, 'w', newline='') as f:
            w = csv.writer(f)
            w.writerow(['label_a', 'label_b', 'features'])
            w.writerows(sides(labels))
        run('apply', path, table)
    os.remove(table)
    return labels


LEADER = {
    'sss': {'leader-type': 'division', 'command-rating': '3'},
    'cwb': {'rating': '2', 'seniority': '3', 'leader-type': 'division'},
    'hs': {},
    'lfm': {'command-level': 'brigade', 'cv': '3'},
}
INFANTRY = {
    'sss': {'strength': '5', 'morale': '7', 'reduced-strength': '3', 'reduced-morale': '6'},
    'cwb': {'fire-level': 'A', 'morale': 'B'},
    'hs': {'sp': '6', 'cohesion': '4', 'bw-sp': '3', 'bw-cohesion': '2'},
    'lfm': {'sp': '6', 'quality': '3'},
}


def base(rs, labels):
    at = lambda col, row: labels[row * COLS + col]
    needs_division_leader = rs in ('sss', 'cwb')
    sc = {
        'ruleset': rs, 'map': f'../maps/{rs}.rlmap', 'turns': {'first': 1, 'last': 6, 'night': ''},
        'sides': [('union', 'Union'), ('csa', 'Confederate')],
        'formations': [], 'leaders': [], 'units': [], 'setup': [], 'areas': [], 'schedule': [], 'victory': [],
        'severity': [], 'waivers': [], 'options': [],
    }
    for side, col in (('union', 1), ('csa', 6)):
        s = side[0]
        corps = rs == 'cwb'
        if corps:
            sc['formations'].append({'id': f'{s}-corps', 'kind': 'corps', 'side': side, 'parent': '', 'commander': f'{s}-corps-cdr'})
            sc['leaders'].append({'id': f'{s}-corps-cdr', 'side': side, 'formation': f'{s}-corps', 'rank': 'corps',
                                  **dict(LEADER[rs], **{'leader-type': 'corps'})})
            sc['setup'].append({'piece': f'{s}-corps-cdr', 'hex': at(col, 3)})
        sc['formations'].append({'id': f'{s}-div', 'kind': 'division', 'side': side, 'parent': f'{s}-corps' if corps else '',
                                 'commander': f'{s}-div-cdr' if needs_division_leader else ''})
        sc['formations'].append({'id': f'{s}-bde', 'kind': 'brigade', 'side': side, 'parent': f'{s}-div',
                                 'commander': f'{s}-bde-cdr' if rs == 'lfm' else ''})
        if needs_division_leader:
            sc['leaders'].append({'id': f'{s}-div-cdr', 'side': side, 'formation': f'{s}-div', 'rank': 'division', **LEADER[rs]})
            sc['setup'].append({'piece': f'{s}-div-cdr', 'hex': at(col, 1)})
        if rs == 'lfm':
            sc['leaders'].append({'id': f'{s}-bde-cdr', 'side': side, 'formation': f'{s}-bde', 'rank': 'brigade', **LEADER[rs]})
            sc['setup'].append({'piece': f'{s}-bde-cdr', 'hex': at(col, 1)})
        for i in (1, 2):
            sc['units'].append({'id': f'{s}{i}', 'side': side, 'formation': f'{s}-bde', 'class': 'infantry', **INFANTRY[rs]})
        sc['setup'].append({'piece': f'{s}1', 'hex': at(col, 1)})
    sc['setup'].append({'piece': 'u2', 'hex': at(1, 2)})
    sc['schedule'].append({'id': 'r1', 'turn': 2, 'side': 'csa', 'units': 'c2', 'hex': at(7, 3)})
    sc['areas'].append({'id': 'west-edge', 'hexes': f'{at(0, 2)} {at(0, 3)}'})
    sc['victory'].append({'id': 'v1', 'at': at(4, 3), 'side': 'union', 'vp': 2})
    return sc


def xml_attrs(d, skip=()):
    esc = lambda v: str(v).replace('&', '&amp;').replace('"', '&quot;').replace('<', '&lt;')
    return ' '.join(f'{k}="{esc(v)}"' for k, v in d.items() if k not in skip and v != '')


def write_scenario(sc, path):
    t = sc['turns']
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<ridgeline-scenario format="1" id="golden" name="Validation golden case">',
           f'  <map href="{sc["map"]}"/>', f'  <ruleset ref="{sc["ruleset"]}"/>',
           *(['  <options>'] + [f'    <option id="{i}" value="{v}"/>' for i, v in sc['options']] + ['  </options>'] if sc['options'] else []),
           '  <turn-track ' + xml_attrs({'date': '1863-07-02', 'start': '14:00', 'minutes': 60, 'first': t['first'], 'last': t['last'], 'night': t['night']}) + '/>',
           '  <sides>'] + [f'    <side id="{i}" name="{n}"/>' for i, n in sc['sides']] + ['  </sides>', '  <oob>']
    out += ['    <formation ' + xml_attrs(dict({'name': f['id']}, **f)) + '/>' for f in sc['formations']]
    out += ['    <leader ' + xml_attrs(dict({'name': l['id']}, **l)) + '/>' for l in sc['leaders']]
    out += ['    <unit ' + xml_attrs(dict({'name': u['id']}, **u)) + '/>' for u in sc['units']]
    out += ['  </oob>', '  <setup>'] + ['    <place ' + xml_attrs(p) + '/>' for p in sc['setup']] + ['  </setup>']
    if sc['areas']:
        out += ['  <entry-areas>'] + ['    <area ' + xml_attrs(dict({'name': a['id']}, **a)) + '/>' for a in sc['areas']] + ['  </entry-areas>']
    if sc['schedule']:
        out += ['  <schedule>'] + ['    <arrive ' + xml_attrs(r) + '/>' for r in sc['schedule']] + ['  </schedule>']
    if sc['victory']:
        out += ['  <victory>'] + ['    <hex ' + xml_attrs(v) + '/>' for v in sc['victory']] + ['  </victory>']
    if sc['severity'] or sc['waivers']:
        out += ['  <validation>'] + [f'    <severity rule="{r}" level="{l}"/>' for r, l in sc['severity']]
        out += [f'    <waiver rule="{r}" location="{l}" comment="{c}"/>' for r, l, c in sc['waivers']] + ['  </validation>']
    out.append('</ridgeline-scenario>')
    with open(path, 'w') as f:
        f.write('\n'.join(out) + '\n')


def unit(sc, uid):
    return next(u for u in sc['units'] if u['id'] == uid)


def formation(sc, fid):
    return next(f for f in sc['formations'] if f['id'] == fid)


def place(sc, piece, hex_, **extra):
    """Moves a set-up piece (mode=, facing= too)."""
    next(p for p in sc['setup'] if p['piece'] == piece).update(hex=hex_, **extra)


def mixed_cavalry(hex_):
    """Two Union cavalry regiments of one brigade in one hex, one mounted, one dismounted."""
    def edit(sc):
        for i, mode in ((3, 'mounted'), (4, 'dismounted')):
            sc['units'].append(dict(unit(sc, 'u1'), id=f'u{i}', **{'class': 'cavalry'}))
            sc['setup'].append({'piece': f'u{i}', 'hex': hex_, 'mode': mode})
    return edit


def before_commander(sc):
    """The Confederate brigade arrives on turn 2 (row r2), its commander (listed under the
    division) only on turn 4 (row r1)."""
    sc['setup'] = [p for p in sc['setup'] if p['piece'] not in ('c-bde-cdr', 'c1')]
    next(l for l in sc['leaders'] if l['id'] == 'c-bde-cdr')['formation'] = 'c-div'
    sc['schedule'] = [{'id': 'r1', 'turn': 4, 'side': 'csa', 'units': 'c-bde-cdr', 'hex': sc['schedule'][0]['hex']},
                      {'id': 'r2', 'turn': 2, 'side': 'csa', 'formations': 'c-bde', 'area': 'west-edge'}]


def over_stacked(sc):
    """Four Union infantry units in one open hex (SSS 25.22: three)."""
    hex_ = next(p['hex'] for p in sc['setup'] if p['piece'] == 'u1')
    for i in (3, 4):
        sc['units'].append(dict(unit(sc, 'u1'), id=f'u{i}'))
        sc['setup'].append({'piece': f'u{i}', 'hex': hex_})
    next(p for p in sc['setup'] if p['piece'] == 'u2')['hex'] = hex_


# Rules whose broken state the scenario reader already rejects (unknown sides and parents,
# last turn before first) are tested on in-memory documents in test_validator.cpp.
# rule id -> (ruleset, map name or None, what breaks it). The fixed scenario is the base.
def cases(labels):
    at = lambda col, row: labels[row * COLS + col]
    return {
        'oob.duplicate_id': ('hs', lambda sc: sc['units'].append(dict(unit(sc, 'u2')))),
        'oob.unknown_class': ('lfm', lambda sc: unit(sc, 'u2').update({'class': 'dragoons'})),
        'oob.unknown_attribute': ('sss', lambda sc: unit(sc, 'u1').update({'colour': 'blue'})),
        'oob.attribute_range': ('hs', lambda sc: unit(sc, 'u1').update({'sp': '25', 'cohesion': 'C'})),
        'oob.reduced_stronger': ('sss', lambda sc: unit(sc, 'c1').update({'reduced-strength': '6'})),
        'oob.leader_ratings': ('cwb', lambda sc: sc['leaders'][0].update({'rating': '7'})),
        'oob.no_formation': ('hs', lambda sc: unit(sc, 'u1').update({'formation': ''})),
        'oob.unknown_parent': ('hs', lambda sc: formation(sc, 'c-div').update({'parent': 'c-div'}) or formation(sc, 'c-bde').update({'parent': 'c-div'})),
        'oob.missing_commander': ('lfm', lambda sc: formation(sc, 'u-bde').update({'commander': ''})),
        'oob.empty_formation': ('hs', lambda sc: sc['formations'].append({'id': 'u-bde2', 'kind': 'brigade', 'side': 'union', 'parent': 'u-div', 'commander': ''})),
        'oob.side_mismatch': ('hs', lambda sc: unit(sc, 'u2').update({'formation': 'c-bde'})),
        'setup.placed_twice': ('hs', lambda sc: sc['setup'].append({'piece': 'u1', 'hex': at(2, 4)})),
        'setup.unknown_mode': ('lfm', lambda sc: sc['setup'][1].update({'mode': 'square'})),
        'setup.both_sides': ('hs', lambda sc: sc['setup'].append({'piece': 'c1', 'hex': at(1, 2)}) or sc['setup'].pop(1)),
        'setup.also_scheduled': ('cwb', lambda sc: sc['setup'].append({'piece': 'c2', 'hex': at(6, 2)})),
        'setup.never_enters': ('hs', lambda sc: sc['schedule'].clear()),
        'schedule.turn_outside_track': ('lfm', lambda sc: sc['schedule'][0].update({'turn': 9})),
        'schedule.entry_not_on_edge': ('cwb', lambda sc: sc['schedule'][0].update({'hex': at(4, 2)})),
        'schedule.undefined_entry': ('hs', lambda sc: sc['schedule'][0].update({'hex': ''})),
        'schedule.scheduled_twice': ('sss', lambda sc: sc['schedule'].append({'id': 'r2', 'turn': 3, 'side': 'csa', 'formations': 'c-bde', 'hex': at(7, 4)}) or sc['setup'].pop(-2)),
        'schedule.before_commander': ('lfm', before_commander),
        'stacking.over_limit': ('sss', over_stacked),
        'victory.duplicate_hex': ('hs', lambda sc: sc['victory'].append({'id': 'v2', 'at': at(4, 3), 'side': 'union', 'vp': 1})),
        'victory.totals': ('hs', lambda sc: sc['victory'].append({'id': 'v2', 'at': at(5, 4), 'side': 'csa', 'vp': 3})),
        'turns.night_outside': ('lfm', lambda sc: sc['turns'].update({'night': '5 8'})),
        'validation.stale_waiver': ('hs', lambda sc: sc['waivers'].append(('oob.no_formation', 'unit:deleted-regiment', 'gone'))),
        'map.no_terrain': ('hs', on_map('hs-unpainted')),
        'map.level_elevation': ('cwb', on_map('cwb-levels')),
        'map.slope_levels': ('hs', on_map('hs-slope')),
        'map.road_dead_end': ('hs', on_map('hs-lane')),
        'map.ruleset_mismatch': ('hs', on_map('lfm')),
        'map.unknown_terrain': ('hs', on_map('lfm-extras')),
        'map.unknown_feature': ('hs', on_map('lfm-extras')),
        'map.unknown_hexside_feature': ('hs', on_map('lfm-extras')),
        'setup.prohibited_terrain': ('cwb', on_map('cwb-impassable')),
        'setup.out_of_command': ('lfm', lambda sc: next(p for p in sc['setup'] if p['piece'] == 'u2').update(hex=at(1, 4))),
        'setup.in_enemy_zoc': ('sss', lambda sc: next(p for p in sc['setup'] if p['piece'] == 'c1').update(hex=at(2, 1))),
        'schedule.entry_not_enterable': ('cwb', on_map('cwb-impassable')),
        'schedule.entry_enemy_held': ('hs', lambda sc: next(p for p in sc['setup'] if p['piece'] == 'u2').update(hex=at(7, 3))),
        'victory.impassable': ('cwb', on_map('cwb-impassable')),
        'victory.unreachable': ('lfm', lambda sc: sc['turns'].update(last=1) or sc['victory'][0].update(at=at(7, 4))),
        'setup.mixed_modes': ('lfm', mixed_cavalry(at(2, 3))),
        'setup.mixed_facing': ('cwb', lambda sc: place(sc, 'u1', at(1, 1), facing='N') or place(sc, 'u2', at(1, 1), facing='S')),
        'setup.leader_alone_near_enemy': ('sss', lambda sc: place(sc, 'u-div-cdr', at(5, 1))),
        'setup.commander_apart': ('lfm', lambda sc: place(sc, 'u-bde-cdr', at(3, 3))),
    }


def paint(cells, **values):
    """A make_map edit: the hexes at (col, row) in `cells` get `values` (terrain, level, ...)."""
    def edit(rows):
        for col, row in cells:
            rows[row * COLS + col].update(values)
    return edit


def flat(rows):
    """Every hex at level 0, elevation 0 m."""
    for r in rows:
        r.update(level='0', elevation_m='0')


def side(col_a, row_a, col_b, row_b, features):
    return lambda labels: [(labels[row_a * COLS + col_a], labels[row_b * COLS + col_b], features)]


# Maps beyond the plain ones: maps/<name>.rlmap = (ruleset, hex edit, hexside rows).
EXTRA_MAPS = {
    # The base scenario's u2 set-up hex, r1 entry hex and v1 victory hex made impassable (CWB 16.2c).
    'cwb-impassable': ('cwb', paint([(1, 2), (7, 3), (4, 3)], terrain='impassable'), ()),
    # Ids HS does not define, on a map numbered like HS's (LFM R29 and HS both use CCRR).
    'lfm-extras': ('lfm', lambda rows: paint([(3, 2)], terrain='swamp')(rows) or paint([(3, 3)], features='breastworks')(rows),
                   side(3, 4, 4, 4, 'bridge')),
    'cwb-levels': ('cwb', lambda rows: flat(rows) or paint([(3, 2)], elevation_m='30')(rows), ()),
    'hs-unpainted': ('hs', paint([(3, 2)], terrain='-'), ()),
    'hs-slope': ('hs', flat, side(3, 2, 4, 2, 'slope')),
    'hs-lane': ('hs', None, side(3, 2, 4, 2, 'lane')),
}


def on_map(name):
    return lambda sc: sc.update(map=f'../maps/{name}.rlmap')


def main():
    expect = '--expect' in sys.argv
    labels = {rs: make_map(rs, rs) for rs in ('sss', 'cwb', 'hs', 'lfm')}
    for name, (rs, edit, sides) in EXTRA_MAPS.items():
        make_map(rs, name, edit, sides)
    for rule, (rs, breaks) in cases(labels['hs']).items():
        lab = labels[rs]
        d = os.path.join(HERE, rule)
        os.makedirs(d, exist_ok=True)
        fixed = base(rs, lab)
        case = copy.deepcopy(fixed)
        cases_here = cases(lab)[rule][1]
        cases_here(case)
        if rule == 'victory.totals':  # an info about victory hexes: the twin has none
            fixed['victory'] = []
        write_scenario(case, os.path.join(d, 'case.rlscn'))
        write_scenario(fixed, os.path.join(d, 'fixed.rlscn'))
        if expect:
            res = subprocess.run([RIDGELINE, 'validate', 'case.rlscn'], cwd=d, capture_output=True, text=True)
            lines = [l[len('case.rlscn:'):] for l in res.stdout.splitlines() if f' {rule}: ' in l]
            with open(os.path.join(d, 'expected.txt'), 'w') as f:
                f.write(''.join(l + '\n' for l in lines))


if __name__ == '__main__':
    main()
