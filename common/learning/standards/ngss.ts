import type { StandardDefinition } from "./types";

/**
 * Next Generation Science Standards: every performance expectation of K-5, and every middle-school
 * one ("MS-PS1-1" ...) under grade 6, where the school teaches middle-school physical, life and earth
 * science. A code is unique in the table: the K-2 engineering ones ("K-2-ETS1-1") sit once under grade
 * 2, the 3-5 ones once under grade 5. Domain is the disciplinary core idea; cluster is the topic, in
 * the school's words; descriptions are the school's own. Order within a grade is by core idea
 * (physical, life, earth and space science, then engineering), as the framework arranges them.
 */
const CORE_IDEAS: Record<string, string> = {
  PS1: "Matter and Its Interactions",
  PS2: "Motion and Stability: Forces and Interactions",
  PS3: "Energy",
  PS4: "Waves and Their Applications in Technologies for Information Transfer",
  LS1: "From Molecules to Organisms: Structures and Processes",
  LS2: "Ecosystems: Interactions, Energy, and Dynamics",
  LS3: "Heredity: Inheritance and Variation of Traits",
  LS4: "Biological Evolution: Unity and Diversity",
  ESS1: "Earth's Place in the Universe",
  ESS2: "Earth's Systems",
  ESS3: "Earth and Human Activity",
  ETS1: "Engineering Design",
};

type Row = readonly [code: string, topic: string, description: string];

/** The grade a code is taught in: its own grade, the top of its band (K-2, 3-5), or 6 for MS. */
export function ngssGrade(code: string): string {
  if (code.startsWith("MS-")) return "6";
  const band = /^(K|\d)-(\d)-ETS1-\d+$/.exec(code);
  if (band) return band[2]!;
  return code.slice(0, code.indexOf("-"));
}

function rows(list: readonly Row[]): StandardDefinition[] {
  return list.map(([code, topic, description]) => {
    const idea = /-(PS\d|LS\d|ESS\d|ETS\d)-\d+$/.exec(code)![1]!;
    return {
      code,
      framework: "ngss",
      subjectCode: "science",
      grade: ngssGrade(code),
      domain: CORE_IDEAS[idea]!,
      cluster: topic,
      description,
    };
  });
}

const ENGINEERING = "Engineering design";

export const NGSS: readonly StandardDefinition[] = rows([
  // Kindergarten
  ["K-PS2-1", "Pushes and pulls", "Plan and carry out a test of how pushes and pulls of different strengths or directions change an object's motion."],
  ["K-PS2-2", "Pushes and pulls", "Check whether a design, such as a ramp, changes an object's speed or direction with a push or pull as intended."],
  ["K-PS3-1", "Weather and climate", "Observe how sunlight warms the ground, sand, water and other surfaces."],
  ["K-PS3-2", "Weather and climate", "Design and build a shade or shelter that cuts down the sun's warming of a spot."],
  ["K-LS1-1", "Animals, plants and their surroundings", "Observe and describe what plants and animals, people included, need to live."],
  ["K-ESS2-1", "Weather and climate", "Observe and share the local weather over time and describe its patterns."],
  [
    "K-ESS2-2",
    "Animals, plants and their surroundings",
    "Explain with evidence how plants and animals, people included, change their surroundings to meet their needs.",
  ],
  ["K-ESS3-1", "Animals, plants and their surroundings", "Use a model to show how plants and animals depend on the places they live for what they need."],
  ["K-ESS3-2", "Weather and climate", "Ask questions to learn how weather forecasts help people get ready for and respond to severe weather."],
  [
    "K-ESS3-3",
    "Animals, plants and their surroundings",
    "Share ideas that help people lessen their impact on the land, water, air and living things around them.",
  ],

  // Grade 1
  ["1-PS4-1", "Light and sound", "Test and show that vibrating materials make sound and that sound can make materials vibrate."],
  ["1-PS4-2", "Light and sound", "Show with observations that things can be seen only when light shines on them or they give off their own light."],
  ["1-PS4-3", "Light and sound", "Test what happens when clear, see-through, solid and shiny materials are put in a beam of light."],
  ["1-PS4-4", "Light and sound", "Design and build a device that uses light or sound to send a message over a distance."],
  [
    "1-LS1-1",
    "How living things use their parts",
    "Design a solution to a human problem by copying how plants and animals use their body parts to survive and grow.",
  ],
  ["1-LS1-2", "How living things use their parts", "Find patterns in how parents and their young behave that help the young survive."],
  ["1-LS3-1", "How living things use their parts", "Explain with observations that young plants and animals are like their parents but not exactly the same."],
  ["1-ESS1-1", "Patterns in the sky", "Use observations of the sun, moon and stars to describe patterns that can be predicted."],
  ["1-ESS1-2", "Patterns in the sky", "Compare the amount of daylight at different times of the year."],

  // Grade 2
  ["2-PS1-1", "Materials and their properties", "Test and sort different materials by the properties they can see and feel."],
  ["2-PS1-2", "Materials and their properties", "Test materials to decide which are best for a job, based on their properties."],
  ["2-PS1-3", "Materials and their properties", "Show how an object made of small pieces can be taken apart and built into a new object."],
  ["2-PS1-4", "Materials and their properties", "Argue with evidence that some changes from heating or cooling can be undone and some cannot."],
  ["2-LS2-1", "Living things and their habitats", "Test whether plants need sunlight and water to grow."],
  ["2-LS2-2", "Living things and their habitats", "Design a model that copies how an animal spreads seeds or pollinates plants."],
  ["2-LS4-1", "Living things and their habitats", "Observe and compare the variety of plants and animals in different habitats."],
  ["2-ESS1-1", "How the land changes", "Use information to show that Earth events can happen quickly, like an eruption, or slowly, like erosion."],
  ["2-ESS2-1", "How the land changes", "Compare ideas for slowing or stopping wind or water from changing the shape of the land."],
  ["2-ESS2-2", "How the land changes", "Make a model showing the shapes and kinds of land and water in an area."],
  ["2-ESS2-3", "How the land changes", "Find out where water is found on Earth and that it can be solid or liquid."],
  ["K-2-ETS1-1", ENGINEERING, "Ask questions and observe to understand a problem that a new or better object or tool could solve."],
  ["K-2-ETS1-2", ENGINEERING, "Make a sketch, drawing or model to show how an object's shape helps it do its job."],
  ["K-2-ETS1-3", ENGINEERING, "Test and compare two objects made to solve the same problem to see how well each works."],

  // Grade 3
  ["3-PS2-1", "Forces and motion", "Test how balanced and unbalanced forces change an object's motion."],
  ["3-PS2-2", "Forces and motion", "Observe and measure an object's motion to find a pattern that predicts how it will move next."],
  ["3-PS2-3", "Forces and motion", "Ask questions about what causes electric or magnetic pushes and pulls between objects that are not touching."],
  ["3-PS2-4", "Forces and motion", "Solve a simple design problem using magnets."],
  ["3-LS1-1", "Life cycles and traits", "Make models showing that living things have different life cycles, all with birth, growth, reproduction and death."],
  ["3-LS2-1", "Living things and their environments", "Argue that some animals live in groups that help their members survive."],
  ["3-LS3-1", "Life cycles and traits", "Use data to show that plants and animals inherit traits from their parents and that traits vary within a group."],
  ["3-LS3-2", "Life cycles and traits", "Explain with evidence how surroundings can affect traits, such as a plant given too little water growing smaller."],
  ["3-LS4-1", "Living things and their environments", "Use fossils to learn about the living things and environments of long ago."],
  ["3-LS4-2", "Life cycles and traits", "Explain how differences between animals of the same kind can help some survive, find mates and have young."],
  ["3-LS4-3", "Living things and their environments", "Argue that in a habitat some living things survive well, some less well, and some not at all."],
  [
    "3-LS4-4",
    "Living things and their environments",
    "Judge a solution to a problem caused when an environment changes and the plants and animals there change too.",
  ],
  ["3-ESS2-1", "Weather and climate", "Show the usual weather of a season in tables and graphs to predict the weather."],
  ["3-ESS2-2", "Weather and climate", "Use information to describe the climates of different regions of the world."],
  ["3-ESS3-1", "Weather and climate", "Judge ideas that reduce the damage done by weather hazards such as floods and storms."],

  // Grade 4
  ["4-PS3-1", "Energy", "Explain with evidence how an object's speed relates to its energy."],
  ["4-PS3-2", "Energy", "Show with observations that energy moves from place to place through sound, light, heat and electric currents."],
  ["4-PS3-3", "Energy", "Ask questions and predict how energy changes when objects bump into each other."],
  ["4-PS3-4", "Energy", "Use science ideas to design, test and improve a device that turns energy from one form into another."],
  ["4-PS4-1", "Waves and information", "Make a model of waves showing patterns in their height and spacing, and that waves can move objects."],
  ["4-PS4-2", "Senses and body parts", "Make a model showing that we see things when light bounces off them into our eyes."],
  ["4-PS4-3", "Waves and information", "Compare ways of sending information with patterns, such as codes and signals."],
  ["4-LS1-1", "Senses and body parts", "Argue that plants and animals have inside and outside parts that help them survive, grow, behave and reproduce."],
  ["4-LS1-2", "Senses and body parts", "Make a model of how animals take in information through their senses, make sense of it and respond."],
  ["4-ESS1-1", "How the land changes", "Use patterns in rock layers and fossils to explain how a landscape changed over time."],
  ["4-ESS2-1", "How the land changes", "Observe and measure how water, ice, wind or plants wear away and move rock and soil."],
  ["4-ESS2-2", "How the land changes", "Read maps to find patterns in Earth's features, such as where mountains, volcanoes and earthquakes are."],
  ["4-ESS3-1", "Energy", "Find out how energy and fuels come from natural resources and how using them affects the environment."],
  ["4-ESS3-2", "How the land changes", "Compare several ways of reducing the harm natural events, such as earthquakes and floods, do to people."],

  // Grade 5
  ["5-PS1-1", "Matter and its properties", "Make a model showing that matter is made of particles too small to see."],
  ["5-PS1-2", "Matter and its properties", "Measure and graph to show that the total weight of matter stays the same when it changes, heats, cools or mixes."],
  ["5-PS1-3", "Matter and its properties", "Observe and measure properties to identify materials."],
  ["5-PS1-4", "Matter and its properties", "Test whether mixing two or more substances makes a new substance."],
  ["5-PS2-1", "Stars and the solar system", "Argue that Earth's gravity pulls objects down toward its center."],
  ["5-PS3-1", "Matter and energy in living things", "Use models to show that the energy in animals' food was once energy from the sun."],
  ["5-LS1-1", "Matter and energy in living things", "Argue that plants get what they need to grow mainly from air and water."],
  ["5-LS2-1", "Matter and energy in living things", "Make a model of how matter moves among plants, animals, decomposers and their surroundings."],
  ["5-ESS1-1", "Stars and the solar system", "Argue that the sun looks brighter than other stars because it is much closer to Earth."],
  ["5-ESS1-2", "Stars and the solar system", "Graph data to show daily and seasonal patterns in shadows, day and night, and the stars seen at night."],
  ["5-ESS2-1", "Earth's systems", "Make a model of how Earth's land, water, air and living things affect each other."],
  ["5-ESS2-2", "Earth's systems", "Describe and graph how much salt water and fresh water there is on Earth, and where it is."],
  ["5-ESS3-1", "Earth's systems", "Find out how communities use science ideas to protect Earth's resources and environment."],
  ["3-5-ETS1-1", ENGINEERING, "Define a simple design problem: what a solution must do and the limits on materials, time or cost."],
  ["3-5-ETS1-2", ENGINEERING, "Come up with several possible solutions and compare how well each meets the problem's needs and limits."],
  ["3-5-ETS1-3", ENGINEERING, "Plan and run fair tests that change one thing at a time to find what fails and improve a model."],

  // Grade 6: middle-school performance expectations
  ["MS-PS1-1", "Structure and properties of matter", "Make models of the atoms that make up simple molecules and larger structures."],
  ["MS-PS1-2", "Chemical reactions", "Use the properties of substances before and after they meet to decide whether a chemical reaction happened."],
  ["MS-PS1-3", "Structure and properties of matter", "Find out how human-made materials come from natural resources and how they affect society."],
  [
    "MS-PS1-4",
    "Structure and properties of matter",
    "Make a model of how adding or removing heat changes particle motion, temperature and the state of a substance.",
  ],
  ["MS-PS1-5", "Chemical reactions", "Use a model to show that atoms are rearranged, never lost or gained, in a chemical reaction, so mass stays the same."],
  ["MS-PS1-6", "Chemical reactions", "Design, test and improve a device that gives off or takes in heat through a chemical reaction."],
  ["MS-PS2-1", "Forces and interactions", "Use Newton's third law to design a solution to a problem about two objects colliding."],
  ["MS-PS2-2", "Forces and interactions", "Plan a test of how an object's motion depends on the total force on it and its mass."],
  ["MS-PS2-3", "Forces and interactions", "Ask questions about what affects the strength of electric and magnetic forces."],
  ["MS-PS2-4", "Forces and interactions", "Argue with evidence that gravity pulls objects together and depends on their masses."],
  ["MS-PS2-5", "Forces and interactions", "Test to show that fields exist between objects that push or pull each other without touching."],
  ["MS-PS3-1", "Energy", "Graph data to describe how motion energy depends on an object's mass and speed."],
  ["MS-PS3-2", "Energy", "Make a model of how stored energy changes when the distance between objects that attract or repel changes."],
  ["MS-PS3-3", "Energy", "Design, build and test a device that keeps heat in or out, such as an insulated box or a solar cooker."],
  ["MS-PS3-4", "Energy", "Test how much a sample warms up depending on the kind of matter, its mass and the energy added."],
  ["MS-PS3-5", "Energy", "Argue with evidence that when an object's motion energy changes, energy moves to or from it."],
  ["MS-PS4-1", "Waves and electromagnetic radiation", "Use math to describe a wave, linking its size to the energy it carries."],
  ["MS-PS4-2", "Waves and electromagnetic radiation", "Make a model of how waves bounce off, are taken in by, or pass through different materials."],
  ["MS-PS4-3", "Waves and electromagnetic radiation", "Explain why digital signals carry information more reliably than analog ones."],
  ["MS-LS1-1", "Cells and body systems", "Gather evidence that living things are made of cells, one or many."],
  ["MS-LS1-2", "Cells and body systems", "Make a model of how a cell works as a whole and how its parts do their jobs."],
  ["MS-LS1-3", "Cells and body systems", "Argue that the body is made of systems of cells that work together."],
  ["MS-LS1-4", "Growth, development and reproduction", "Argue how animal behaviours and plant parts help them reproduce."],
  ["MS-LS1-5", "Growth, development and reproduction", "Explain with evidence how surroundings and genes affect how living things grow."],
  ["MS-LS1-6", "Matter and energy in living things", "Explain how photosynthesis cycles matter and moves energy into and out of living things."],
  [
    "MS-LS1-7",
    "Matter and energy in living things",
    "Make a model of how food is broken down and rebuilt in the body to make new molecules and release energy.",
  ],
  ["MS-LS1-8", "Cells and body systems", "Find out how the senses send messages to the brain to be acted on or kept as memories."],
  ["MS-LS2-1", "Matter and energy in living things", "Use data to show how the resources available affect living things and populations in an ecosystem."],
  [
    "MS-LS2-2",
    "Relationships in ecosystems",
    "Explain patterns of how living things interact in different ecosystems: competing, hunting and helping each other.",
  ],
  [
    "MS-LS2-3",
    "Matter and energy in living things",
    "Make a model of how matter cycles and energy flows among the living and non-living parts of an ecosystem.",
  ],
  ["MS-LS2-4", "Matter and energy in living things", "Argue how changes to the physical or living parts of an ecosystem affect its populations."],
  ["MS-LS2-5", "Relationships in ecosystems", "Judge different solutions for protecting the variety of life and what ecosystems provide."],
  ["MS-LS3-1", "Growth, development and reproduction", "Make a model of why changes in genes may help, harm or have no effect on a living thing."],
  ["MS-LS3-2", "Growth, development and reproduction", "Make a model of why young from one parent are identical while young from two parents vary."],
  ["MS-LS4-1", "Natural selection and adaptation", "Find patterns in fossils that show how life changed, died out and appeared over Earth's history."],
  ["MS-LS4-2", "Natural selection and adaptation", "Use likenesses and differences in body structures to work out how living and extinct species are related."],
  ["MS-LS4-3", "Natural selection and adaptation", "Compare how the embryos of different species develop to find relationships hidden in grown bodies."],
  ["MS-LS4-4", "Natural selection and adaptation", "Explain how differences in traits make some individuals more likely to survive and have young."],
  [
    "MS-LS4-5",
    "Natural selection and adaptation",
    "Find out how people change the traits of living things with technology, such as breeding and gene therapy.",
  ],
  ["MS-LS4-6", "Natural selection and adaptation", "Use math to show how natural selection makes a trait more or less common in a population over time."],
  ["MS-ESS1-1", "Space systems", "Make a model of the Earth, sun and moon to explain the moon's phases, eclipses and the seasons."],
  ["MS-ESS1-2", "Space systems", "Make a model of how gravity holds the solar system and galaxies together and steers motion within them."],
  ["MS-ESS1-3", "Space systems", "Use data to find out how big and how far apart the objects of the solar system are."],
  ["MS-ESS1-4", "History of Earth", "Explain with rock layers how the geologic time scale organises Earth's 4.6-billion-year history."],
  ["MS-ESS2-1", "Earth's systems", "Make a model of how Earth's materials cycle and the energy that drives the cycle."],
  ["MS-ESS2-2", "History of Earth", "Explain with evidence how Earth's surface has been shaped by processes, some fast and small, some slow and vast."],
  ["MS-ESS2-3", "History of Earth", "Use fossils, rocks, the shapes of continents and the sea floor as evidence that Earth's plates have moved."],
  ["MS-ESS2-4", "Earth's systems", "Make a model of the water cycle, driven by the sun's energy and by gravity."],
  ["MS-ESS2-5", "Weather and climate", "Gather data showing how moving masses of air change the weather."],
  ["MS-ESS2-6", "Weather and climate", "Make a model of how uneven heating and Earth's spin drive the air and ocean currents that shape climates."],
  ["MS-ESS3-1", "Earth's systems", "Explain with evidence why Earth's minerals, energy and water are spread unevenly, from past geologic processes."],
  ["MS-ESS3-2", "Human impacts", "Use data on natural hazards to forecast future events and guide technologies that lessen their harm."],
  ["MS-ESS3-3", "Human impacts", "Design a way to watch and reduce people's impact on the environment."],
  ["MS-ESS3-4", "Human impacts", "Argue how a growing population and its use of resources affect Earth's systems."],
  ["MS-ESS3-5", "Weather and climate", "Ask questions about what has caused the rise in global temperatures over the past century."],
  ["MS-ETS1-1", ENGINEERING, "Define a design problem precisely, with its goals and limits, so a good solution can be recognised."],
  ["MS-ETS1-2", ENGINEERING, "Judge competing design solutions step by step against the problem's goals and limits."],
  ["MS-ETS1-3", ENGINEERING, "Use test data to find the best features of several designs and combine them into a better one."],
  ["MS-ETS1-4", ENGINEERING, "Make a model to test an object, tool or process again and again until it works as well as it can."],
]);
