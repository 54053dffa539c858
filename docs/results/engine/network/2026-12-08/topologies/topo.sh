#!/usr/bin/env bash
cd /work/tune
for b in cyl:9x9 torus:9x9; do
for colour in red blue; do
  red="mcts:network" blue=mcts
  [[ $colour == blue ]] && red=mcts blue="mcts:network"
  ./hexlab arena --board $b --red "$red" --blue "$blue" --think 250ms --handicap red:1,blue:1 \
    --games 5 --seed 501 --first both --jobs 1 --adjudicate 60s --quiet --checkpoint 1m --json topo-${b/:/-}-$colour.json
done
done
