# Sourced by .ci/run and scripts/test.sh: `stage NAME COMMAND…` runs a command under a heading and keeps its
# wall time; `print_stages [FILE]` prints them (or FILE's rows) as a table. With STAGE_LOG set (by .ci/run),
# every stage is appended there too, so CI's table at its end holds test.sh's stages beside its own.
STAGE_ROWS=()
stage() {
  local name=$1; shift
  printf '\n== %s ==\n' "$name"
  local started=$SECONDS
  "$@"
  local row
  row=$(printf '%s\t%d' "$name" $((SECONDS - started)))
  STAGE_ROWS+=("$row")
  if [ -n "${STAGE_LOG:-}" ]; then printf '%s\n' "$row" >>"$STAGE_LOG"; fi
}
# `side_by_side NAME CMD NAME CMD …`: runs the commands at once (each output kept apart, then printed in order
# with its own wall time) and fails when any failed; as one stage, its row is the slowest command's time.
side_by_side() {
  local names=() pids=() logs=() failed=0 i
  while [ $# -gt 0 ]; do
    local log
    log=$(mktemp)
    names+=("$1")
    logs+=("$log")
    bash -c "started=\$SECONDS; { $2; } >'$log' 2>&1; code=\$?; echo \"(\$((SECONDS - started)) s)\" >>'$log'; exit \$code" &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then printf -- '-- %s: passed ' "${names[$i]}"; else printf -- '-- %s: FAILED ' "${names[$i]}"; failed=1; fi
    tail -n 1 "${logs[$i]}"
    head -n -1 "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return $failed
}
print_stages() {
  local rows=("${STAGE_ROWS[@]}")
  if [ $# -gt 0 ]; then mapfile -t rows <"$1"; fi
  local total=0 name secs
  printf '\n%-52s %9s\n' "stage" "wall time"
  for row in "${rows[@]}"; do
    IFS=$'\t' read -r name secs <<<"$row"
    total=$((total + secs))
    printf '%-52s %4dm %02ds\n' "$name" $((secs / 60)) $((secs % 60))
  done
  printf '%-52s %4dm %02ds\n' "total" $((total / 60)) $((total % 60))
}
