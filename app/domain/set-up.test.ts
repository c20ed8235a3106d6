import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "./office-hours";
import { readSetUpForm, SET_UP_FIELDS as F } from "./set-up";
import { weekFieldNames } from "./settings-form";

const towns = [
  { id: "k", name: "Kinston", county: "Lenoir County", latitude: 35.2627, longitude: -77.5816 },
  { id: "l", name: "La Grange", county: "Lenoir County", latitude: 35.3068, longitude: -77.7889 },
  { id: "n", name: "New Bern", county: "Craven County", latitude: 35.1085, longitude: -77.0441 },
];

function week(): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const names = weekFieldNames(F.hours, day);
    if (day === "sunday") fields[names.closed] = "on";
    else Object.assign(fields, { [names.opens]: day === "saturday" ? "08:00" : "07:30", [names.closes]: day === "saturday" ? "12:00" : "16:30" });
  }
  return fields;
}

const answers = {
  [F.name]: " Neuse Bend Roofing ",
  [F.phone]: "919.555.0177",
  [F.email]: "Hello@NeuseBend-Roofing.com",
  [F.street]: "210 North Queen Street",
  [F.town]: "kinston",
  [F.zip]: "28501",
  [F.area]: "distance",
  [F.miles]: "15",
  ...week(),
};

describe("the guided set-up", () => {
  it("reads the answers through the settings' rules into one headquarters and the towns served", () => {
    const read = readSetUpForm(answers, towns, { counties: [] });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const { values, served, area } = read.result;
    expect(values.get("company.name")).toBe("Neuse Bend Roofing");
    expect(values.get("contact.mainPhone")).toBe("(919) 555-0177");
    expect(values.get("contact.officeEmail")).toBe("hello@neusebend-roofing.com");
    expect(values.get("offices.list")).toEqual([
      expect.objectContaining({ name: "", street: "210 North Queen Street", city: "Kinston", zip: "28501", phone: "", email: "", latitude: null, staffed: true }),
    ]);
    const [hq] = values.get("offices.list") as { hours: Record<string, unknown> }[];
    expect(hq.hours).toMatchObject({ monday: { opens: "07:30", closes: "16:30" }, saturday: { opens: "08:00", closes: "12:00" }, sunday: null });
    expect(area).toEqual({ by: "distance", miles: 15 });
    expect(served.map((t) => t.name)).toEqual(["Kinston", "La Grange"]);
    expect(values.has("figures.reviewRating")).toBe(false);
  });

  it("serves the counties ticked", () => {
    const read = readSetUpForm({ ...answers, [F.area]: "county" }, towns, { counties: ["Craven County", "Nowhere County"] });
    expect(read.ok && read.result.served.map((t) => t.name)).toEqual(["Kinston", "New Bern"]);
  });

  it("says what is wrong with each answer, and that a town must come from the list", () => {
    const read = readSetUpForm(
      { ...answers, [F.name]: "", [F.phone]: "555-0177", [F.town]: "Atlantis", [F.miles]: "0", [weekFieldNames(F.hours, "monday").closes]: "06:00", [F.color]: "#ffee00" },
      towns,
      { counties: [] },
    );
    expect(read.ok ? {} : read.errors).toEqual({
      [F.name]: "Company name must be at least 2 characters.",
      [F.phone]: "Enter a US phone number with its area code, like (252) 555-0142.",
      [F.town]: expect.stringMatching(/^Atlantis is not in the town list\. Choose your town from the list/),
      [`${F.hours}.monday`]: "Monday: The closing time must be after the opening time.",
      [F.miles]: "Enter how many miles your crews travel, from 5 to 250.",
      [F.color]: expect.stringMatching(/^White text on #ffee00 has a contrast of 1\.\d:1; pages need 4\.5:1\. Choose a darker shade\.$/),
    });
    const noCounty = readSetUpForm({ ...answers, [F.area]: "county" }, towns, { counties: [] });
    expect(noCounty.ok ? {} : noCounty.errors).toEqual({ [F.counties]: "Tick at least one county you serve." });
  });
});
