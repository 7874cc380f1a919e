#!/usr/bin/env bash
# Renders the home page hero clip and its poster from ffmpeg's own generators:
# a Mandelbrot zoom into seahorse valley with the hue spinning, played forward then backward
# so the loop has no seam. Nothing is downloaded. Run from anywhere; needs ffmpeg.
set -euo pipefail
out="$(cd "$(dirname "$0")/../src/assets" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

W=640 H=360 FPS=24 HALF=2.5

# Forward half: zoom in while the hue turns a full circle; curves push it to toxic neon.
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "mandelbrot=size=${W}x${H}:rate=${FPS}:start_scale=2.2:end_scale=0.25:end_pts=$(echo "$HALF*$FPS" | bc):maxiter=300:outer=normalized_iteration_count:inner=period" \
  -t "$HALF" \
  -vf "hue=h=t*144:s=2.2,eq=contrast=1.25:saturation=1.6:gamma=0.9,vignette=PI/4,gblur=sigma=0.6" \
  -pix_fmt yuv420p -c:v libx264 -crf 18 -preset slow "$tmp/forward.mp4"

# Forward + reversed = a seamless loop; no audio, fast start for progressive playback.
ffmpeg -hide_banner -loglevel error -y -i "$tmp/forward.mp4" \
  -filter_complex "[0:v]split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0[v]" -map "[v]" \
  -an -c:v libx264 -profile:v high -crf 33 -preset slow -pix_fmt yuv420p -movflags +faststart \
  "$out/hero.mp4"

# Poster: a frame from the middle of the zoom, WebP.
ffmpeg -hide_banner -loglevel error -y -ss 1.2 -i "$tmp/forward.mp4" -frames:v 1 \
  -c:v libwebp -quality 70 "$out/hero-poster.webp"

ls -l "$out/hero.mp4" "$out/hero-poster.webp"
