import { ArrowLeft, Info } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, Navigate } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card, FeatureCard } from "~/components/ui/card";
import { LoadingScreen } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useUser, type MfaChallenge } from "~/lib/auth";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { homePathForRole } from "#common/roles";
import { school } from "#common/school";
import { CardCodeForm } from "./card-sign-in";
import { LoginForm } from "./login-form";
import { MfaLoginForm } from "./mfa-login-form";
import { portalCopy, type PortalCopy } from "./portal-copy";
import { RegisterForm } from "./register-form";

type Step = { kind: "password"; notice?: string } | { kind: "code"; message: string };

/**
 * The sign-in and create-account screen of docs/product.md section 2 (/auth), in the words of one portal. A
 * signed-in visitor (including one who has just signed in or registered here) goes to their role's
 * page. The route gives the portal's copy in English (its meta's); the screen shows it in the visitor's language.
 */
export function AuthScreen({ copy: englishCopy }: { copy: PortalCopy }) {
  const t = useT();
  const language = useLanguage();
  const copy = portalCopy(englishCopy.portal, t);
  const { data: user, isPending } = useUser();
  const [tab, setTab] = useState<"login" | "register">("login");
  const [step, setStep] = useState<Step>({ kind: "password" });

  const restart = useCallback((notice?: string) => setStep({ kind: "password", notice }), []);
  const challenge = useCallback((c: MfaChallenge) => setStep({ kind: "code", message: c.message }), []);

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to={homePathForRole(user.role)} replace />;

  // Where a child may sign in: by a card's code, or with a picture password.
  const childrenSignIn = copy.portal === "general" || copy.portal === "student";
  const signIn =
    step.kind === "code" ? (
      <MfaLoginForm message={step.message} onRestart={restart} />
    ) : (
      <div className="space-y-5">
        {step.notice ? <Alert kind="auth" title={step.notice} /> : null}
        <LoginForm onMfaRequired={challenge} pictures={childrenSignIn} />
        {childrenSignIn ? <CardCodeForm onMfaRequired={challenge} /> : null}
      </div>
    );

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-x-16 lg:px-8 lg:py-16">
      <div className="lg:col-start-1 lg:row-start-1">
        {copy.portal === "general" ? null : <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{school.name}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{copy.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground text-pretty">{copy.description}</p>
      </div>

      <Card className="self-start p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Tabs value={tab} onValueChange={(value) => setTab(value as "login" | "register")}>
          <TabsList className="w-full sm:w-full" aria-label={t("auth.screen.tabs")}>
            <TabsTrigger value="login">{t("auth.signIn")}</TabsTrigger>
            {copy.registration ? <TabsTrigger value="register">{t("auth.screen.createAccount")}</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="login">{signIn}</TabsContent>
          {copy.registration ? (
            <TabsContent value="register">
              <RegisterForm role={copy.registration.role} submitLabel={copy.registration.submitLabel} />
            </TabsContent>
          ) : null}
        </Tabs>
        {copy.accountRequired ? (
          <div className="mt-6 rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm" data-testid="account-required">
            <h2 className="flex items-center gap-2 font-semibold">
              <Info className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {copy.accountRequired.title}
            </h2>
            {copy.accountRequired.paragraphs.map((text) => (
              <p key={text} className="mt-2 text-foreground/90">
                {text}
              </p>
            ))}
          </div>
        ) : null}
        <div className="mt-6 border-t pt-4 text-center">
          <Link
            to={localizedPath("/", language)}
            className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("auth.screen.backHome")}
          </Link>
        </div>
      </Card>

      <section aria-labelledby="portal-features" className="lg:col-start-1 lg:row-start-2">
        <h2 id="portal-features" className="text-xl font-semibold">
          {copy.portal === "general" ? t("auth.screen.whyFamilies", { school: school.shortName }) : t("auth.screen.inYourPortal")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" role="list">
          {copy.features.map((feature) => (
            <li key={feature.title} className="flex">
              <FeatureCard icon={feature.icon} title={feature.title} className="w-full p-5">
                <p>{feature.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
