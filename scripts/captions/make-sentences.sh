#!/usr/bin/env bash
# Makes the spoken classroom sentences that measure a caption engine (issue 35, docs/decisions/0027).
# The voices are formant (espeak-ng), diphone (festival kal/ked) and HMM (festival slt) synthesisers: none of
# them is a neural model, so a neural recogniser cannot score well merely by sharing a family with the voice.
# Needs Debian packages: espeak-ng festival festvox-kallpc16k festvox-kdlpc16k festvox-us-slt-hts sox opus-tools.
# Usage: bash scripts/captions/make-sentences.sh   (rewrites tests/fixtures/captions/audio/*.opus)
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
sentences="$here/tests/fixtures/captions/sentences.txt"
out="$here/tests/fixtures/captions/audio"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

voices=(espeak-us espeak-us-f espeak-gb festival-kal festival-ked festival-slt)
# Speaking rate relative to the voice's own: slow, normal, fast.
speeds=(slow normal fast)

espeak_words_per_minute() {
  case "$1" in slow) echo 145 ;; normal) echo 175 ;; fast) echo 220 ;; esac
}

# Festival's Duration_Stretch: above 1 is slower.
festival_stretch() {
  case "$1" in slow) echo 1.2 ;; normal) echo 1.0 ;; fast) echo 0.8 ;; esac
}

# The HTS voice ignores Duration_Stretch, so its speed is changed afterwards (sox tempo keeps the pitch).
sox_tempo() {
  case "$1" in slow) echo 0.833 ;; normal) echo 1.0 ;; fast) echo 1.25 ;; esac
}

speak() {
  local voice="$1" speed="$2" text_file="$3" wav="$4"
  case "$voice" in
    espeak-us) espeak-ng -v en-us -s "$(espeak_words_per_minute "$speed")" -f "$text_file" -w "$wav" ;;
    espeak-us-f) espeak-ng -v en-us+f3 -s "$(espeak_words_per_minute "$speed")" -f "$text_file" -w "$wav" ;;
    espeak-gb) espeak-ng -v en-gb -s "$(espeak_words_per_minute "$speed")" -f "$text_file" -w "$wav" ;;
    festival-kal | festival-ked)
      text2wave -eval "(voice_${voice#festival-}_diphone)" \
        -eval "(Parameter.set 'Duration_Stretch $(festival_stretch "$speed"))" "$text_file" -o "$wav"
      ;;
    festival-slt)
      text2wave -eval "(voice_cmu_us_slt_arctic_hts)" "$text_file" -o "$work/slt.wav"
      sox "$work/slt.wav" "$wav" tempo -s "$(sox_tempo "$speed")"
      ;;
  esac
}

mkdir -p "$out"
rm -f "$out"/*.opus
while IFS=$'\t' read -r id text; do
  [ -n "$id" ] || continue
  printf '%s\n' "$text" >"$work/text.txt"
  for voice in "${voices[@]}"; do
    for speed in "${speeds[@]}"; do
      speak "$voice" "$speed" "$work/text.txt" "$work/raw.wav"
      # 16 kHz mono 16-bit, the format a live caption stream is fed, with 0.3 s of silence either side.
      sox "$work/raw.wav" -r 16000 -c 1 -b 16 "$work/16k.wav" pad 0.3 0.3
      opusenc --quiet --bitrate 12 --comp 10 "$work/16k.wav" "$out/$id-$voice-$speed.opus"
    done
  done
done <"$sentences"

echo "$(find "$out" -name '*.opus' | wc -l) files, $(du -sh --apparent-size "$out" | cut -f1)"
