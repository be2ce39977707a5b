#!/usr/bin/env bash
# What hooks cost the example server (issue 37): PipelinedLoadTest's load (50 kwire clients, each sending
# pipelined requests over plaintext loopback, every response checked; 4,000 a client here, so that a run
# lasts a few seconds) run on a new server with no hooks and with counting hooks (per API: requests,
# responses, bytes, times, as a metrics binding counts them) in turn, the order swapped each round, after
# 4 warm-up rounds (the JIT is still speeding both up before that); prints each run's requests/s and the
# median of 8 measured rounds of each (an even number: the first run of a round tends to be the faster;
# HooksCost in examples' tests), with the machine and its load.
# About two minutes on a 2-core machine. Netty's leak detector is off: it would measure itself.
#
#   benchmarks/hooks.sh                # 8 measured rounds, 4 warm-up rounds, 4,000 requests a client
#   benchmarks/hooks.sh 9 5 8000       # 9 measured rounds, 5 warm-up rounds, 8,000 requests a client
#   JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/hooks.sh   # on another JDK
#
# Run it on a quiet machine: the clients and the server share its cores.
set -euo pipefail
source "$(dirname "$0")/examples-classpath.sh"

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -Dio.netty.leakDetection.level=disabled -cp "$classpath" io.kwire.examples.server.HooksCost "$@"
echo
machine
echo "Load average (1, 5, 15 min): $load_before before the run, $(cut -d' ' -f1-3 /proc/loadavg) after."
