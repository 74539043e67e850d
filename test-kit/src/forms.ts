// A form's rules as its fields show them: the first message of each field (as the form resolver
// keeps them), without drawing the form.

interface FormRules {
  safeParse(values: unknown): { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Each field's first message for these values; `{}` when the form may be sent. */
export function messagesOf(rules: FormRules, values: object): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of rules.safeParse(values).error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}
