#!/bin/sh
# Runs a GUI test executable on the current display, or, when there is none, under Xvfb with a
# window manager (openbox): keyboard focus, floating and docking panes behave as on a desktop only
# with one. The screen is larger than the largest window the tests open (1600 x 1000 plus frame).
if [ "$1" = "--inside-xvfb" ]; then
    shift
    ready=$(mktemp -u "${TMPDIR:-/tmp}/ridgeline-wm-ready.XXXXXX")
    openbox --sm-disable --startup "touch $ready" >/dev/null 2>&1 &
    wm=$!
    # Up to 10 s for the window manager to manage the screen; tests that need it say so.
    i=0
    while [ ! -e "$ready" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    rm -f "$ready"
    "$@"
    status=$?
    kill "$wm" 2>/dev/null
    wait "$wm" 2>/dev/null
    exit $status
fi
if [ -n "$DISPLAY" ]; then exec "$@"; fi
exec xvfb-run -a -s "-screen 0 1920x1200x24" "$0" --inside-xvfb "$@"
