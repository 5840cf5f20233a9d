import type { Platform } from "@/lib/bio/types";
import { RULES } from "./rules";
import type { RuleResult, Severity } from "./types";

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

export interface ComplianceReport {
  results: RuleResult[];
  passed: number;
  total: number;
  /** The bio with every available fix applied in turn, or null when no fix changes anything. */
  fixedAll: string | null;
}

/** Runs the eight rules on a bio; failed rules come first, the most severe at the top. */
export function checkCompliance(bio: string, platform: Platform): ComplianceReport {
  const results = RULES.map((rule): RuleResult => {
    const findings = rule.find(bio, platform);
    const fixed = findings.length > 0 && rule.fix ? rule.fix(bio, platform, findings) : null;
    const useful = fixed !== null && fixed !== bio;
    return {
      id: rule.id,
      title: rule.title,
      severity: rule.severity,
      why: rule.why,
      passed: findings.length === 0,
      findings,
      fixed: useful ? fixed : null,
      fixLabel: useful ? (rule.fixLabel ?? null) : null,
      advice: rule.advice,
    };
  });
  results.sort(
    (a, b) => Number(a.passed) - Number(b.passed) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  return {
    results,
    passed: results.filter((r) => r.passed).length,
    total: results.length,
    fixedAll: fixEverything(bio, platform),
  };
}

// Length goes last: the other fixes remove text, and trimming first would cut what they keep.
function fixEverything(bio: string, platform: Platform): string | null {
  let out = bio;
  for (const rule of [...RULES.filter((r) => r.id !== "length"), ...RULES.filter((r) => r.id === "length")]) {
    const findings = rule.find(out, platform);
    if (findings.length > 0 && rule.fix) out = rule.fix(out, platform, findings);
  }
  return out === bio ? null : out;
}
