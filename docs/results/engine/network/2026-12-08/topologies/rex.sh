#!/usr/bin/env bash
cd /work/tune
for colour in red blue; do
  red="mcts:network" blue=mcts
  [[ $colour == blue ]] && red=mcts blue="mcts:network"
  ./hexlab arena --board hex:9x9+reverse --red "$red" --blue "$blue" --think 250ms --handicap red:1,blue:1 \
    --games 5 --seed 401 --first both --jobs 1 --adjudicate 60s --quiet --checkpoint 1m --json rex-9x9-$colour.json
done
