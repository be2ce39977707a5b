#!/usr/bin/env bash
# Checks the README's quick start as a new user would follow it: every block the README marks
# with "<!-- quickstart: PATH -->" is written to PATH in a fresh Maven project outside the repo,
# which is built against the kwire artifacts in the local repository (run `mvn install` first)
# and run, with the JDK that JAVA_HOME names (else the one on the PATH). Fails unless the program
# prints exactly the block marked "expected-output.txt", and nothing on standard error.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT

awk -v dir="$project" '
  /^<!-- quickstart: [^ ]+ -->$/ { path = $3; next }
  path != "" && /^```/ && !inside { inside = 1; file = dir "/" path; system("mkdir -p \"$(dirname \"" file "\")\""); next }
  inside && /^```/ { inside = 0; path = ""; close(file); next }
  inside { print > file }
' "$repo/README.md"

for file in pom.xml src/main/java/com/example/DeleteTopicsRequest.java src/main/java/com/example/Main.java \
    expected-output.txt; do
  [ -s "$project/$file" ] || { echo "quick start check: README has no block for $file" >&2; exit 1; }
done

cd "$project"
mvn -B -ntp -q package
mvn -B -ntp -q dependency:build-classpath -Dmdep.outputFile=classpath.txt
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
"$java" -cp "target/classes:$(cat classpath.txt)" com.example.Main > actual-output.txt 2> errors.txt
if [ -s errors.txt ]; then
  cat errors.txt >&2
  echo "quick start check: the program printed on standard error" >&2
  exit 1
fi
if ! diff -u expected-output.txt actual-output.txt; then
  echo "quick start check: the program did not print what the README says" >&2
  exit 1
fi
echo "quick start check: passed on $("$java" -version 2>&1 | head -n 1) (the README's quick start built and ran in a fresh project)"
