import { KeyRound, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { ChildPasswordDialog } from "~/components/forms/child-password-dialog";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/lib/auth";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { ChildHelpersDialog } from "./child-helpers-dialog";
import { ChildLanguage } from "./child-language";
import { useChildrenSignIn, useSetChildPassword } from "./family-api";

/**
 * On /parent: how each of the family's children signs in, and the button that sets or resets the
 * child's password (a young child has no email address to reset it with). Shown once a child is
 * linked to the account; nothing otherwise.
 */
export function ChildrenSignIn() {
  const { data: user } = useUser();
  // Staff may open /parent too; only a family account has children here.
  const isFamily = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const children = useChildrenSignIn(isFamily);
  const setPassword = useSetChildPassword();
  const [child, setChild] = useState<ChildSignIn | null>(null);
  const [helpersFor, setHelpersFor] = useState<ChildSignIn | null>(null);
  if (!isFamily) return null;
  return (
    <QueryState
      query={children}
      errorTitle="Your children's sign-in details could not be loaded."
      isEmpty={(list) => list.length === 0}
      loadingClassName="min-h-20"
    >
      {(list) => (
        <Card className="space-y-4" role="region" aria-labelledby="children-sign-in-title" data-testid="children-sign-in">
          <h2 id="children-sign-in-title" className="text-xl font-semibold">
            Your children's sign-in
          </h2>
          <p className="text-muted-foreground">
            Children sign in at the student portal with their username and a password you choose for them. Screen helpers (bigger text, easy-read letters)
            follow them on every page.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((c) => (
              <li key={c.studentId} className="space-y-2 rounded-lg border p-4">
                <p className="font-semibold">{c.name}</p>
                <p>
                  Username: <strong className="font-mono">{c.username}</strong>
                </p>
                <p className="text-sm text-muted-foreground">
                  {c.hasPassword ? "A password is set." : "No password yet: choose one so your child can sign in."}
                </p>
                <ChildLanguage child={c} />
                <div className="flex flex-wrap gap-2">
                  <Button variant={c.hasPassword ? "outline" : "default"} onClick={() => setChild(c)}>
                    <KeyRound aria-hidden="true" />
                    {c.hasPassword ? "Reset password" : "Set password"}
                    <span className="sr-only"> for {c.name}</span>
                  </Button>
                  <Button variant="outline" onClick={() => setHelpersFor(c)}>
                    <SlidersHorizontal aria-hidden="true" />
                    Screen helpers
                    <span className="sr-only"> for {c.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ChildPasswordDialog
            open={child !== null}
            onOpenChange={(open) => (open ? undefined : setChild(null))}
            childName={child?.name ?? ""}
            username={child?.username ?? ""}
            save={(password) => setPassword.mutateAsync({ studentId: child!.studentId, password })}
            onSaved={(message) => toast({ variant: "success", title: "Password set", description: message })}
          />
          <ChildHelpersDialog child={helpersFor} onClose={() => setHelpersFor(null)} />
        </Card>
      )}
    </QueryState>
  );
}
