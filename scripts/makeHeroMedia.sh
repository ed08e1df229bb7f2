#!/usr/bin/env bash
# Renders the home hero's background clips and poster from ffmpeg's own test sources (abstract
# motion in the brand colours; nothing downloaded). Output: public/hero/. Run once after changing
# the looks; the results are committed. Needs Debian's ffmpeg (apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../public/hero"

size=960x540
seconds=10

render() { # name, lavfi graph
  local name=$1 graph=$2
  ffmpeg -v error -y -f lavfi -i "$graph" -t "$seconds" -an \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 4 -pix_fmt yuv420p \
    "$name.webm"
  ffmpeg -v error -y -f lavfi -i "$graph" -t "$seconds" -an \
    -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -movflags +faststart \
    "$name.mp4"
}

# 1: slowly drifting brand gradient.
render hero-1 "gradients=s=$size:r=25:c0=0x0b1a30:c1=0x2f5f9e:c2=0x132b4d:c3=0x1a3b69:x0=0:y0=0:x1=960:y1=540:speed=0.012:d=$seconds,format=yuv420p"
# 2: soft cellular pattern over navy, like a map of growing regions.
render hero-2 "cellauto=s=240x135:rule=18:r=12:random_fill_ratio=0.5,scale=$size:flags=bicubic,boxblur=12:2,colorchannelmixer=rr=0.10:gg=0.23:bb=0.45:ra=0:ga=0:ba=0,eq=brightness=0.06,fps=25,format=yuv420p"
# 3: blurred game of life in gold on blue (played at 0.75 speed on the site).
render hero-3 "life=s=192x108:mold=10:r=10:ratio=0.25:life_color=0xf5c542:death_color=0x132b4d:mold_color=0x1a3b69,scale=$size:flags=bicubic,boxblur=10:2,fps=25,format=yuv420p"

# The poster: the first frame of clip 1, the hero's first paint.
ffmpeg -v error -y -ss 0 -i hero-1.mp4 -frames:v 1 -q:v 4 hero-poster.jpg
# ... and its small copy the home page inlines (src/features/home/heroPoster.ts).
node ../../scripts/heroPoster.mjs
ls -l
