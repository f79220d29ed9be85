#!/usr/bin/env bash
# A JVM on standby for meshport's short runs (io.meshport.cli.Standby): a short run started within a
# minute of another of its kind leaves a JVM behind, warmed by the start-up training, and the next
# short runs from the same folder with the same environment, Java and options are run by it, one at
# a time, instead of each starting a JVM (BENCHMARKS.md, docs/architecture.md). It leaves after
# MESHPORT_STANDBY_SECONDS without a run (300), or when the jar is rebuilt. On by default; off with
# MESHPORT_STANDBY=0, and in continuous integration (CI=true) unless MESHPORT_STANDBY=1. Only where
# Linux's /proc lets it write to the run's own terminal or pipe (output into a regular file goes
# through a pipe that a cat of the run copies into the file); a run that reads standard input starts
# its own JVM.
#
# Sourced by the checkout's ./meshport, run by the installed bin/meshport; either way:
#   standby_exec JAVA TRAINING JVM-OPTION... -jar JAR ARG...
# runs the command on a standby if one of its kind is ready (and exits with its code), leaves one for
# the next runs when due, and otherwise runs JAVA as given. The caller sends only short runs here.

standby_key=""
standby_root=""
standby_usable() {
    # on unless MESHPORT_STANDBY=0, or in continuous integration (CI=true) unless MESHPORT_STANDBY=1
    [[ "${MESHPORT_STANDBY:-}" == 1 || ( -z "${MESHPORT_STANDBY:-}" && "${CI:-}" != true ) ]] || return 1
    [[ -n "${1:-}" && -d /proc/self/fd ]] || return 1
    [[ -p /dev/stdout || -c /dev/stdout || -f /dev/stdout ]] || return 1
    [[ -p /dev/stderr || -c /dev/stderr || -f /dev/stderr ]] || return 1
    local arg
    for arg in "$@"; do
        [[ "$arg" == - ]] && return 1
    done
    command -v setsid >/dev/null || return 1
    standby_root="${MESHPORT_STANDBY_DIR:-${XDG_RUNTIME_DIR:-${TMPDIR:-/tmp}}/meshport-standby-$UID}"
    [[ -d "$standby_root" ]] || mkdir -m 700 "$standby_root" 2>/dev/null || return 1
    # the folder is the user's own and no link: another user's folder of that name is not used
    [[ -O "$standby_root" && ! -L "$standby_root" ]] || return 1
    # what a run's behaviour depends on: the folder, the umask and groups (its files' mode and group),
    # the jar, the JVM's options, and every exported variable (the locale decides how file names are
    # read) but bash's own "_" and the folder before the last cd
    standby_key="$(printf '%s\n' "$PWD" "$java" "$jar" "${flags[*]}" "$EUID ${GROUPS[*]}"; umask
        unset -v _ OLDPWD; declare -px)"
}
# Whether the standby in folder $1 is of this run's kind (its key is this run's).
standby_of_this_kind() {
    local key=""
    IFS= read -r -d '' key <"$1/key" 2>/dev/null || true
    [[ "$key" == "$standby_key" ]]
}
standby_relays=()
# A regular file cannot be handed over through /proc (the standby would open it anew, at its start,
# not where this run's output stands, nor appending): standard output or error going to one points
# at a pipe instead, the file kept in fd 5 or 6, and a cat of this run copies the pipe into the file
# through the run's own descriptor. Both into one file (2>&1): one pipe, so their order is kept.
standby_relay_start() {
    if [[ -f /dev/stdout ]]; then
        standby_relay 1 || return 1
        if [[ /dev/fd/5 -ef /dev/stderr ]]; then
            exec 6>&2 2>&1
            return 0
        fi
    fi
    [[ ! -f /dev/stderr ]] || standby_relay 2
}
# Points fd $1 (1 or 2) at a new pipe, the file it went to kept in fd $1 + 4, and starts the cat that
# copies the pipe into that file.
standby_relay() {
    local fifo="$standby_root/relay-$$"
    rm -f -- "$fifo" && mkfifo -m 600 "$fifo" || return 1
    cat <"$fifo" >&"$1" &
    standby_relays+=("$!")
    if (( $1 == 1 )); then
        exec 5>&1 1>"$fifo"
    else
        exec 6>&2 2>"$fifo"
    fi
    rm -f -- "$fifo"
}
# The files back in fd 1 and 2 (closing this run's ends of the pipes), and the copying waited for:
# the file holds every byte before the run ends.
standby_relay_end() {
    (( ${#standby_relays[@]} )) || return 0
    { true >&5; } 2>/dev/null && exec 1>&5 5>&-
    { true >&6; } 2>/dev/null && exec 2>&6 6>&-
    wait "${standby_relays[@]}" 2>/dev/null || true
    standby_relays=()
}
# Runs the command on a standby of this run's kind, if one is ready, and exits with its code;
# returns when there is none, or when it asked for a JVM of the run's own.
standby_run() {
    local d pid code tty=0
    for d in "$standby_root"/*/; do
        d="${d%/}"
        [[ -d "$d" && -e "$d/ready" && ! -e "$d/claim" ]] || continue
        standby_of_this_kind "$d" || continue
        set -C
        if ! { : >"$d/claim"; } 2>/dev/null; then
            set +C
            continue # another run has it
        fi
        set +C
        IFS= read -r pid <"$d/pid" || pid=""
        if [[ -z "$pid" ]] || ! kill -0 "$pid" 2>/dev/null; then
            rm -rf -- "$d"
            continue
        fi
        if ! standby_relay_start; then
            standby_relay_end
            rm -f -- "$d/claim" # nothing was asked of it: free for the next run
            return 0
        fi
        # Both pipes opened for reading and writing: neither open waits for a standby that died.
        # This process's standard output and error (or the relays' pipes) are not redirected, not
        # even for a moment, from the request until the status came: the standby opens them by
        # their /proc entries.
        # So the request is written by a subshell (a builtin's redirection here would point fd 1
        # at the request pipe while it writes, and the command's output would follow it there).
        exec 3<>"$d/status" 4<>"$d/request"
        trap 'kill -TERM "$pid" 2>/dev/null; exit 130' INT TERM HUP
        [[ -t 2 ]] && tty=1
        (printf '%s\0' run "$$" "$tty" "$#" "$@" >&4)
        code=""
        until IFS= read -r -t 1 code <&3; do
            [[ -d "/proc/$pid" ]] || break
        done
        printf '%s\0' ack >&4
        trap - INT TERM HUP
        exec 3<&- 4<&-
        standby_relay_end
        case "$code" in
            cold) return 0 ;;
            '' | *[!0-9]*)
                echo "meshport: the standby JVM ended before the command did (MESHPORT_STANDBY=0 runs without it)" >&2
                exit 3 ;;
            *) exit "$code" ;;
        esac
    done
}
# After a run of a kind seen within the last minute, a standby of that kind for the next ones (one a
# kind, four in all): a single run leaves no JVM behind.
standby_spawn() {
    local sum now seen=0 d pid n=0
    sum="$(cksum <<<"$standby_key")"
    sum="${sum%% *}"
    printf -v now '%(%s)T' -1
    [[ -f "$standby_root/seen-$sum" ]] && { IFS= read -r seen <"$standby_root/seen-$sum" || seen=0; }
    [[ "$seen" =~ ^[0-9]+$ ]] || seen=0
    printf '%s\n' "$now" >"$standby_root/seen-$sum"
    (( now - seen <= 60 )) || return 0
    for d in "$standby_root"/*/; do
        d="${d%/}"
        [[ -d "$d" ]] || continue # the pattern itself, when there is none
        n=$(( n + 1 ))
        standby_of_this_kind "$d" || continue
        IFS= read -r pid <"$d/pid" 2>/dev/null || pid=""
        if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
            return 0 # one of this kind is there, or warming
        fi
        rm -rf -- "$d" # a standby that was killed
    done
    (( n < 4 )) || return 0
    d="$standby_root/$sum-$$"
    mkdir -m 700 "$d" && mkfifo -m 600 "$d/request" "$d/status" || return 0
    printf '%s' "$standby_key" >"$d/key"
    setsid "$java" "${flags[@]}" -cp "$jar" io.meshport.cli.Standby "$d" "${MESHPORT_STANDBY_SECONDS:-300}" \
        ${training:+"$training"} </dev/null >/dev/null 2>&1 &
    printf '%s\n' "$!" >"$d/pid"
}
# See the file's head.
standby_exec() {
    local java="$1" training="$2"
    shift 2
    local flags=()
    while (( $# )) && [[ "$1" != -jar ]]; do
        flags+=("$1")
        shift
    done
    local jar="$2"
    shift 2
    if standby_usable "$@"; then
        standby_run "$@"
        standby_spawn || true
    fi
    exec "$java" "${flags[@]}" -jar "$jar" "$@"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
    standby_exec "$@"
fi
