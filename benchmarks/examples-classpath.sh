# Sourced by the scripts that run a main class of examples' tests (proxy.sh, hooks.sh,
# connection-memory.sh): builds what they need and sets repo (the checkout, also the working
# directory), java (JAVA_HOME's, else the PATH's) and classpath (examples' test classes and their
# dependencies); machine prints the machine and its JDK in one line, its argument (if any) before the
# full stop.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

# The processor too: kwire-kafka has it on its processor path only, which -am does not follow.
mvn -B -ntp -q -pl processor,examples -am package dependency:build-classpath -DskipTests \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath >&2
classpath="$repo/examples/target/test-classes:$repo/examples/target/classes:$(cat examples/target/test.classpath)"

machine() {
  local model memory
  model="$(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1)"
  memory="$(free -g | awk '/^Mem:/ {print $2}')"
  echo "Machine: $(nproc) cores, $model, $memory GiB; $("$java" -version 2>&1 | head -1)${1:-}."
}
