import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { school } from "../../../common/school";

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-foreground" aria-label={`${school.name} home`}>
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg leading-tight">{school.name}</span>
    </Link>
  );
}
