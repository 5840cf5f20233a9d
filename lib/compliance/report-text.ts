import type { Platform } from "@/lib/bio/types";
import type { ComplianceReport } from "./check";
import { PLATFORM_NAMES } from "./platforms";

/** The report as plain text for the clipboard: the verdict, then each failed rule with its flagged words. */
export function reportText(report: ComplianceReport, platform: Platform): string {
  const lines = [`Bio compliance for ${PLATFORM_NAMES[platform]}: ${report.passed}/${report.total} rules passed`];
  for (const r of report.results) {
    if (r.passed) {
      lines.push(`✓ ${r.title}`);
      continue;
    }
    const found = r.findings.map((f) => `"${f.text}" (${f.reason})`).join("; ");
    lines.push(`✗ ${r.title} [${r.severity}]: ${found}. ${r.advice}`);
  }
  return lines.join("\n");
}
