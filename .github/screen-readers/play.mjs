// Plays the opening of a deal by keys under a real screen reader (NVDA on Windows,
// VoiceOver on macOS, both driven by Guidepup) and asserts what the reader said after
// each key: the expectations are the Orca scenarios' own (tests/a11y/scenarios/*.steps),
// so the three readers are held to the same sentences, one utterance per key, the card
// (or the move's result, or the refusal with its reason) first.
//
//   node play.mjs nvda|voiceover SCENARIO     run it (needs the reader: see the workflow)
//   node play.mjs --dry-run SCENARIO          print the parsed keys and expectations only
//
// Run by .github/workflows/screen-readers.yml on hosted Windows and macOS runners.
// NOT run on the development machine (Linux, no NVDA or VoiceOver); only --dry-run is,
// by tests/test_workflows.py.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const STEPS = join(ROOT, "tests", "a11y", "scenarios");

// scenario -> [steps file, the game's arguments] (as in tests/test_a11y_atspi.py)
export const SCENARIOS = {
  klondike: ["orca.steps", ["--deal", "2"]],
  "klondike-nav": ["orca_nav.steps", ["--deal", "2"]],
  freecell: ["orca_freecell.steps", ["--game", "freecell", "--deal", "617"]],
};

// xdotool's key names (the .steps files) -> Guidepup's.
const KEYS = { Right: "ArrowRight", Left: "ArrowLeft", Up: "ArrowUp", Down: "ArrowDown", space: "Space",
  Escape: "Escape", Tab: "Tab", Home: "Home", End: "End", Return: "Enter", BackSpace: "Backspace" };

/** The .steps file as [{keys: [...], expect: [{pattern, seconds}]}]; the first entry
 * (keys: []) is what is said when the window opens. Orca's log prefix is dropped. */
export function parseSteps(text) {
  const steps = [{ keys: [], expect: [] }];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [command, ...rest] = line.split(/\s+/);
    if (command === "key") {
      steps.push({ keys: rest.map((key) => KEYS[key] ?? key), expect: [] });
    } else if (command === "expect-speech") {
      let seconds = 8;
      if (rest[0] === "-t") { seconds = Number(rest[1]); rest.splice(0, 2); }
      const pattern = rest.join(" ").replace(/^\^SPEECH OUTPUT: '/, "^");
      steps.at(-1).expect.push({ pattern, seconds });
    } else if (!["focus-window", "sleep"].includes(command)) {
      throw new Error(`unknown step: ${line}`);
    }
  }
  return steps;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function bringToFront(pid) {
  // NVDA and VoiceOver ignore announcements from a window that is not active.
  if (process.platform === "win32") {
    execFileSync("powershell", ["-NoProfile", "-Command",
      `(New-Object -ComObject WScript.Shell).AppActivate(${pid}) | Out-Null`]);
  } else {
    execFileSync("osascript", ["-e",
      `tell application "System Events" to set frontmost of (first process whose unix id is ${pid}) to true`]);
  }
}

async function heard(reader, already, expectation) {
  // Waits up to the step's seconds for a new phrase matching the expectation.
  const deadline = Date.now() + expectation.seconds * 1000;
  const pattern = new RegExp(expectation.pattern, "i");
  for (;;) {
    const said = (await reader.spokenPhraseLog()).slice(already);
    if (said.some((phrase) => pattern.test(phrase))) return said;
    if (Date.now() > deadline) return null;
    await sleep(200);
  }
}

async function play(readerName, scenario) {
  const guidepup = await import("@guidepup/guidepup");
  const reader = readerName === "nvda" ? guidepup.nvda : guidepup.voiceOver;
  const [file, args] = SCENARIOS[scenario];
  const steps = parseSteps(readFileSync(join(STEPS, file), "utf8"));
  const profile = mkdtempSync(join(tmpdir(), "klondike-profile-"));
  const python = process.env.KLONDIKE_PYTHON ?? "python";
  await reader.start();
  const game = spawn(python, ["-m", "klondike_qt", "--profile", profile, ...args], { stdio: "inherit" });
  const failures = [];
  try {
    await sleep(8000);
    bringToFront(game.pid);
    for (const step of steps) {
      const before = (await reader.spokenPhraseLog()).length;
      for (const key of step.keys) await reader.press(key);
      for (const [index, expectation] of step.expect.entries()) {
        const said = await heard(reader, before, expectation);
        const label = step.keys.join(" ") || "(start)";
        if (said === null) {
          failures.push(`${label}: expected /${expectation.pattern}/, heard ${JSON.stringify((await reader.spokenPhraseLog()).slice(before))}`);
        } else if (index === 0 && step.keys.length === 1 && !new RegExp(expectation.pattern, "i").test(said[0])) {
          failures.push(`${label}: the first utterance is ${JSON.stringify(said[0])}, not /${expectation.pattern}/`);
        } else {
          console.log(`${label}: ${JSON.stringify(said)}`);
        }
      }
    }
  } finally {
    game.kill();
    await reader.stop();
  }
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
  console.log(`${readerName} ${scenario}: every key heard as expected`);
}

const [mode, scenario] = process.argv.slice(2);
if (!(scenario in SCENARIOS) || !["nvda", "voiceover", "--dry-run"].includes(mode)) {
  console.error(`usage: node play.mjs nvda|voiceover|--dry-run ${Object.keys(SCENARIOS).join("|")}`);
  process.exit(2);
}
if (mode === "--dry-run") {
  const [file, args] = SCENARIOS[scenario];
  console.log(JSON.stringify({ args, steps: parseSteps(readFileSync(join(STEPS, file), "utf8")) }));
} else {
  await play(mode, scenario);
}
