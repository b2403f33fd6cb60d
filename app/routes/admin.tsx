import { redirect } from "react-router";

// Sign-in and the dashboard arrive with the admin issue; until then nobody is signed in.
export function loader() {
  throw redirect("/auth");
}

export default function Admin() {
  return null;
}
