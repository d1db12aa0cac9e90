import type { StandardDefinition } from "./types";

/**
 * Common Core State Standards for Mathematics, K-6: every standard of every grade, with its code as
 * published (sub-standards such as 3.NF.A.3a are folded into their parent). Domains are the published
 * domain names; clusters and descriptions are in the school's own words, for parents. Order within a
 * grade is the published order (the start-up sync stores the list index as the sort order).
 */
type Row = readonly [code: string, description: string];

function cluster(domain: string, name: string, rows: readonly Row[]): StandardDefinition[] {
  return rows.map(([code, description]) => ({
    code,
    framework: "ccss-math",
    subjectCode: "math",
    grade: code.slice(0, code.indexOf(".")),
    domain,
    cluster: name,
    description,
  }));
}

const CC = "Counting and Cardinality";
const OA = "Operations and Algebraic Thinking";
const NBT = "Number and Operations in Base Ten";
const NF = "Number and Operations - Fractions";
const MD = "Measurement and Data";
const G = "Geometry";
const RP = "Ratios and Proportional Relationships";
const NS = "The Number System";
const EE = "Expressions and Equations";
const SP = "Statistics and Probability";

export const CCSS_MATH: readonly StandardDefinition[] = [
  // Kindergarten
  ...cluster(CC, "Number names and the order of counting", [
    ["K.CC.A.1", "Count aloud to 100 by ones and by tens."],
    ["K.CC.A.2", "Count on from any number, not only from 1."],
    ["K.CC.A.3", "Write the numbers 0 to 20 and use a numeral to show how many objects there are (0 for none)."],
  ]),
  ...cluster(CC, "Counting to find how many", [
    ["K.CC.B.4", "Understand that each counted object gets one number name, the last number said tells how many, and each next number is one more."],
    ["K.CC.B.5", 'Count up to 20 objects in a line, grid or circle (10 when scattered) to answer "how many?", and count out a given number of objects.'],
  ]),
  ...cluster(CC, "Comparing numbers", [
    ["K.CC.C.6", "Tell whether one group of objects has more, fewer or the same number as another, by matching or counting."],
    ["K.CC.C.7", "Compare two written numbers between 1 and 10."],
  ]),
  ...cluster(OA, "Adding as putting together, subtracting as taking apart", [
    ["K.OA.A.1", "Show adding and taking away with objects, fingers, drawings, sounds, acting out, words or number sentences."],
    ["K.OA.A.2", "Solve adding and taking-away story problems within 10 using objects or drawings."],
    ["K.OA.A.3", "Split numbers up to 10 into two parts in more than one way (5 = 2 + 3 = 4 + 1)."],
    ["K.OA.A.4", "For any number from 1 to 9, find the number that makes 10 with it."],
    ["K.OA.A.5", "Add and subtract within 5 quickly and accurately."],
  ]),
  ...cluster(NBT, "Numbers 11 to 19 as ten and some ones", [
    ["K.NBT.A.1", "Show the numbers 11 to 19 as ten ones and some more ones, with objects, drawings or number sentences."],
  ]),
  ...cluster(MD, "Describing and comparing what can be measured", [
    ["K.MD.A.1", "Name things about an object that can be measured, such as how long or how heavy it is."],
    ["K.MD.A.2", "Compare two objects directly to see which is longer, heavier or holds more, and describe the difference."],
  ]),
  ...cluster(MD, "Sorting and counting objects", [
    ["K.MD.B.3", "Sort objects into groups, count each group and order the groups by how many they hold (up to 10)."],
  ]),
  ...cluster(G, "Naming and describing shapes", [
    ["K.G.A.1", "Describe things around us with shape names and position words such as above, below, beside and behind."],
    ["K.G.A.2", "Name shapes correctly whatever their size or which way they face."],
    ["K.G.A.3", "Tell flat shapes from solid ones."],
  ]),
  ...cluster(G, "Comparing, building and combining shapes", [
    ["K.G.B.4", "Compare flat and solid shapes of different sizes and turns, talking about their sides, corners and likenesses."],
    ["K.G.B.5", "Build shapes from materials such as sticks and clay, and draw them."],
    ["K.G.B.6", "Put simple shapes together to make larger shapes."],
  ]),

  // Grade 1
  ...cluster(OA, "Adding and subtracting to solve problems", [
    ["1.OA.A.1", "Add and subtract within 20 to solve story problems about adding to, taking from, putting together, taking apart and comparing."],
    ["1.OA.A.2", "Solve story problems that add three whole numbers with a total of 20 or less."],
  ]),
  ...cluster(OA, "How adding and subtracting work", [
    ["1.OA.B.3", "Use properties of addition, such as changing the order (3 + 8 = 8 + 3), to add more easily."],
    ["1.OA.B.4", "See subtraction as finding a missing part: 10 - 8 is the number that makes 10 when added to 8."],
  ]),
  ...cluster(OA, "Adding and subtracting within 20", [
    ["1.OA.C.5", "Connect counting on and counting back to adding and subtracting."],
    ["1.OA.C.6", "Add and subtract within 20 with strategies such as making ten, and know sums and differences within 10 quickly."],
  ]),
  ...cluster(OA, "Number sentences", [
    ["1.OA.D.7", "Understand the equal sign and decide whether adding and subtracting number sentences are true or false."],
    ["1.OA.D.8", "Find the missing number in an adding or subtracting sentence with three whole numbers (8 + ? = 11)."],
  ]),
  ...cluster(NBT, "Counting further", [["1.NBT.A.1", "Count, read and write numbers up to 120, starting from any number below 120."]]),
  ...cluster(NBT, "Tens and ones", [
    ["1.NBT.B.2", "Understand that the two digits of a two-digit number stand for tens and ones."],
    ["1.NBT.B.3", "Compare two two-digit numbers by their tens and ones and write the result with >, = and <."],
  ]),
  ...cluster(NBT, "Using tens and ones to add and subtract", [
    ["1.NBT.C.4", "Add within 100 (a two-digit number and a one-digit number or a multiple of ten) with models and place value, and explain how."],
    ["1.NBT.C.5", "Find 10 more or 10 less than a two-digit number in their head and explain how."],
    ["1.NBT.C.6", "Take multiples of 10 away from multiples of 10 between 10 and 90 with models and strategies."],
  ]),
  ...cluster(MD, "Measuring length", [
    ["1.MD.A.1", "Put three objects in order by length, and compare two lengths by using a third object."],
    ["1.MD.A.2", "Measure an object's length by laying same-size units end to end with no gaps or overlaps."],
  ]),
  ...cluster(MD, "Telling time", [["1.MD.B.3", "Tell and write the time in hours and half hours on clocks with hands and digital clocks."]]),
  ...cluster(MD, "Reading and showing data", [
    ["1.MD.C.4", "Sort data into up to three groups and answer questions about how many are in each and how they compare."],
  ]),
  ...cluster(G, "Shapes and their features", [
    [
      "1.G.A.1",
      "Tell the features that make a shape what it is (three sides make a triangle) from ones that do not matter (colour, size), and build and draw shapes.",
    ],
    ["1.G.A.2", "Put flat or solid shapes together to make a new shape, and build more shapes from it."],
    ["1.G.A.3", "Split circles and rectangles into two and four equal parts and call them halves and fourths (quarters)."],
  ]),

  // Grade 2
  ...cluster(OA, "Adding and subtracting to solve problems", [
    ["2.OA.A.1", "Add and subtract within 100 to solve one- and two-step story problems, using drawings and number sentences."],
  ]),
  ...cluster(OA, "Adding and subtracting within 20", [
    ["2.OA.B.2", "Add and subtract within 20 quickly with mental strategies, and know all sums of two one-digit numbers by heart."],
  ]),
  ...cluster(OA, "Equal groups: getting ready to multiply", [
    ["2.OA.C.3", "Decide whether a group of up to 20 objects is odd or even, for example by pairing them up."],
    ["2.OA.C.4", "Use adding to find how many objects are in a grid of up to 5 rows and 5 columns."],
  ]),
  ...cluster(NBT, "Hundreds, tens and ones", [
    ["2.NBT.A.1", "Understand that the digits of a three-digit number stand for hundreds, tens and ones."],
    ["2.NBT.A.2", "Count within 1000 and skip-count by 5s, 10s and 100s."],
    ["2.NBT.A.3", "Read and write numbers to 1000 in numerals, in words and in expanded form (300 + 40 + 5)."],
    ["2.NBT.A.4", "Compare two three-digit numbers by place value and write the result with >, = and <."],
  ]),
  ...cluster(NBT, "Using place value to add and subtract", [
    ["2.NBT.B.5", "Add and subtract within 100 quickly using place value strategies."],
    ["2.NBT.B.6", "Add up to four two-digit numbers using place value strategies."],
    ["2.NBT.B.7", "Add and subtract within 1000 with models and strategies, knowing when to make or break a ten or a hundred."],
    ["2.NBT.B.8", "Add or take away 10 or 100 from a number between 100 and 900 in their head."],
    ["2.NBT.B.9", "Explain why adding and subtracting strategies work, using place value."],
  ]),
  ...cluster(MD, "Measuring length in standard units", [
    ["2.MD.A.1", "Measure length with a ruler, yardstick, meter stick or measuring tape."],
    ["2.MD.A.2", "Measure an object twice with different units and explain how the numbers relate to the size of the unit."],
    ["2.MD.A.3", "Estimate lengths in inches, feet, centimeters and meters."],
    ["2.MD.A.4", "Measure to find how much longer one object is than another."],
  ]),
  ...cluster(MD, "Length with adding and subtracting", [
    ["2.MD.B.5", "Solve story problems about lengths within 100 by adding and subtracting."],
    ["2.MD.B.6", "Show whole numbers as lengths on a number line and show sums and differences within 100 on it."],
  ]),
  ...cluster(MD, "Time and money", [
    ["2.MD.C.7", "Tell and write the time to the nearest five minutes, using a.m. and p.m."],
    ["2.MD.C.8", "Solve story problems with dollar bills, quarters, dimes, nickels and pennies, using $ and ¢ correctly."],
  ]),
  ...cluster(MD, "Reading and showing data", [
    ["2.MD.D.9", "Measure several objects to the nearest whole unit and show the measurements on a line plot."],
    ["2.MD.D.10", "Draw picture graphs and bar graphs of data in up to four groups and solve simple problems with them."],
  ]),
  ...cluster(G, "Shapes and their features", [
    ["2.G.A.1", "Spot and draw shapes with given features, and name triangles, quadrilaterals, pentagons, hexagons and cubes."],
    ["2.G.A.2", "Split a rectangle into rows and columns of same-size squares and count them."],
    ["2.G.A.3", "Split circles and rectangles into two, three or four equal parts (halves, thirds, fourths) and see that equal parts need not look alike."],
  ]),

  // Grade 3
  ...cluster(OA, "Multiplying and dividing to solve problems", [
    ["3.OA.A.1", "Understand multiplying as equal groups: 5 × 7 is the total of 5 groups of 7."],
    ["3.OA.A.2", "Understand dividing as sharing equally or making equal groups (56 ÷ 8)."],
    ["3.OA.A.3", "Multiply and divide within 100 to solve story problems about equal groups, arrays and measures."],
    ["3.OA.A.4", "Find the missing number in a multiplying or dividing sentence (8 × ? = 48)."],
  ]),
  ...cluster(OA, "How multiplying and dividing work", [
    ["3.OA.B.5", "Use properties of multiplication (changing the order, grouping, splitting a number up) to multiply more easily."],
    ["3.OA.B.6", "See dividing as finding a missing factor: 32 ÷ 8 is the number that makes 32 when multiplied by 8."],
  ]),
  ...cluster(OA, "Multiplying and dividing within 100", [
    ["3.OA.C.7", "Multiply and divide within 100 quickly, and know all products of two one-digit numbers by heart."],
  ]),
  ...cluster(OA, "Problem solving and number patterns", [
    ["3.OA.D.8", "Solve two-step story problems with all four operations, write them with a letter for the unknown, and check answers by estimating."],
    ["3.OA.D.9", "Find patterns in addition and multiplication tables and explain them with properties of operations."],
  ]),
  ...cluster(NBT, "Place value for bigger calculations", [
    ["3.NBT.A.1", "Round whole numbers to the nearest 10 or 100."],
    ["3.NBT.A.2", "Add and subtract within 1000 quickly using place value strategies."],
    ["3.NBT.A.3", "Multiply one-digit numbers by multiples of 10 (9 × 80)."],
  ]),
  ...cluster(NF, "Understand fractions as numbers", [
    ["3.NF.A.1", "Understand that 1/4 is one of four equal parts of a whole, and 3/4 is three of those parts."],
    ["3.NF.A.2", "Understand fractions as numbers with their own place on the number line, and mark them there."],
    [
      "3.NF.A.3",
      "Explain when two fractions are equal and which of two fractions is larger by thinking about their size, including whole numbers written as fractions.",
    ],
  ]),
  ...cluster(MD, "Time, liquid volume and mass", [
    ["3.MD.A.1", "Tell and write the time to the nearest minute and solve story problems about how much time has passed."],
    ["3.MD.A.2", "Measure and estimate liquid volumes and masses in liters, grams and kilograms, and solve story problems with them."],
  ]),
  ...cluster(MD, "Reading and showing data", [
    ["3.MD.B.3", 'Draw scaled picture graphs and bar graphs and solve "how many more or fewer" problems with them.'],
    ["3.MD.B.4", "Measure lengths to the nearest half or quarter inch and show the data on a line plot."],
  ]),
  ...cluster(MD, "Understanding area", [
    ["3.MD.C.5", "Understand area as the number of unit squares that cover a flat shape without gaps or overlaps."],
    ["3.MD.C.6", "Measure areas by counting unit squares (square cm, square m, square in, square ft and made-up units)."],
    ["3.MD.C.7", "Connect area to multiplying and adding, finding the area of rectangles and of shapes made of rectangles."],
  ]),
  ...cluster(MD, "Perimeter", [
    ["3.MD.D.8", "Solve problems about the perimeter of polygons, including a missing side, and compare rectangles with the same perimeter or area."],
  ]),
  ...cluster(G, "Shapes and their features", [
    ["3.G.A.1", "Understand that shapes in different groups can share features, and that squares, rectangles and rhombuses are all quadrilaterals."],
    ["3.G.A.2", "Split shapes into parts of equal area and name each part as a unit fraction of the whole."],
  ]),

  // Grade 4
  ...cluster(OA, "Using the four operations to solve problems", [
    ["4.OA.A.1", "Read a multiplication such as 35 = 5 × 7 as a comparison: 35 is 5 times as many as 7."],
    ["4.OA.A.2", 'Solve story problems that compare by "times as many", using drawings and equations.'],
    ["4.OA.A.3", "Solve multi-step story problems with whole numbers and all four operations, including remainders, and check that answers make sense."],
  ]),
  ...cluster(OA, "Factors and multiples", [
    ["4.OA.B.4", "Find all factor pairs of a whole number up to 100, see that it is a multiple of each factor, and tell prime from composite numbers."],
  ]),
  ...cluster(OA, "Number and shape patterns", [
    ["4.OA.C.5", "Make a number or shape pattern that follows a given rule and notice features of the pattern the rule does not say."],
  ]),
  ...cluster(NBT, "Place value in larger whole numbers", [
    ["4.NBT.A.1", "Understand that in a whole number each digit is worth ten times what it would be in the place to its right."],
    ["4.NBT.A.2", "Read, write and compare multi-digit whole numbers in numerals, in words and in expanded form."],
    ["4.NBT.A.3", "Round multi-digit whole numbers to any place."],
  ]),
  ...cluster(NBT, "Place value for bigger calculations", [
    ["4.NBT.B.4", "Add and subtract multi-digit whole numbers quickly with the standard method."],
    ["4.NBT.B.5", "Multiply up to a four-digit number by a one-digit number, and two two-digit numbers, explaining with equations, arrays or area models."],
    ["4.NBT.B.6", "Divide up to four-digit numbers by one-digit numbers, finding quotients and remainders, and explain the method."],
  ]),
  ...cluster(NF, "Equal fractions and comparing fractions", [
    ["4.NF.A.1", "Explain with models why multiplying the top and bottom of a fraction by the same number gives an equal fraction."],
    ["4.NF.A.2", "Compare two fractions with different tops and bottoms, for example with a common denominator or against 1/2."],
  ]),
  ...cluster(NF, "Building fractions from unit fractions", [
    ["4.NF.B.3", "Add and subtract fractions as joining and separating parts of the same whole, including mixed numbers with like denominators."],
    ["4.NF.B.4", "Multiply a fraction by a whole number and solve story problems that need it."],
  ]),
  ...cluster(NF, "Decimals and fractions", [
    ["4.NF.C.5", "Write a fraction in tenths as an equal fraction in hundredths and add such fractions (3/10 + 4/100)."],
    ["4.NF.C.6", "Write fractions in tenths or hundredths as decimals (0.62 is 62/100) and place them on a number line."],
    ["4.NF.C.7", "Compare two decimals to hundredths by thinking about their size, and write the result with >, = and <."],
  ]),
  ...cluster(MD, "Measuring and converting units", [
    [
      "4.MD.A.1",
      "Know how units of one system compare in size (km, m, cm; kg, g; lb, oz; l, ml; hours, minutes, seconds) and convert larger units to smaller.",
    ],
    ["4.MD.A.2", "Solve story problems about distance, time, liquid volume, mass and money, including fractions and decimals."],
    ["4.MD.A.3", "Use the area and perimeter formulas for rectangles in real-world problems."],
  ]),
  ...cluster(MD, "Reading and showing data", [
    ["4.MD.B.4", "Make a line plot of measurements in fractions of a unit (1/2, 1/4, 1/8) and solve problems with it."],
  ]),
  ...cluster(MD, "Angles", [
    ["4.MD.C.5", "Understand an angle as two rays from a shared endpoint, measured in degrees as a part of a full turn."],
    ["4.MD.C.6", "Measure angles in whole degrees with a protractor and draw angles of a given size."],
    ["4.MD.C.7", "Understand that angle measures add up when angles are joined, and solve problems to find an unknown angle."],
  ]),
  ...cluster(G, "Lines, angles and sorting shapes", [
    ["4.G.A.1", "Draw and find points, lines, segments, rays, right, acute and obtuse angles, and perpendicular and parallel lines."],
    ["4.G.A.2", "Sort flat shapes by their parallel or perpendicular lines and their angles, and recognise right triangles."],
    ["4.G.A.3", "Find lines of symmetry in flat shapes and draw them."],
  ]),

  // Grade 5
  ...cluster(OA, "Writing and reading expressions", [
    ["5.OA.A.1", "Use parentheses and brackets in number expressions and work them out."],
    ["5.OA.A.2", 'Write simple expressions from words ("add 8 and 7, then multiply by 2") and read them without working them out.'],
  ]),
  ...cluster(OA, "Patterns and relationships", [
    ["5.OA.B.3", "Make two number patterns from two rules, compare matching terms and plot the pairs on a graph."],
  ]),
  ...cluster(NBT, "Place value with decimals", [
    ["5.NBT.A.1", "Understand that a digit is worth 10 times the place to its right and 1/10 of the place to its left."],
    ["5.NBT.A.2", "Explain the patterns of zeros and of the decimal point when multiplying or dividing by powers of 10, written with exponents."],
    ["5.NBT.A.3", "Read, write and compare decimals to thousandths."],
    ["5.NBT.A.4", "Round decimals to any place."],
  ]),
  ...cluster(NBT, "Calculating with whole numbers and decimals", [
    ["5.NBT.B.5", "Multiply multi-digit whole numbers quickly with the standard method."],
    ["5.NBT.B.6", "Divide up to four-digit numbers by two-digit numbers and explain the method with equations, arrays or area models."],
    ["5.NBT.B.7", "Add, subtract, multiply and divide decimals to hundredths with models and strategies, and explain the reasoning."],
  ]),
  ...cluster(NF, "Adding and subtracting fractions", [
    ["5.NF.A.1", "Add and subtract fractions and mixed numbers with unlike denominators by rewriting them with a common denominator."],
    ["5.NF.A.2", "Solve story problems about adding and subtracting fractions of the same whole and check that answers make sense."],
  ]),
  ...cluster(NF, "Multiplying and dividing fractions", [
    ["5.NF.B.3", "Understand a fraction as the top divided by the bottom (3/4 = 3 ÷ 4) and solve sharing problems with fraction answers."],
    ["5.NF.B.4", "Multiply a fraction or whole number by a fraction, including the area of a rectangle with fraction side lengths."],
    ["5.NF.B.5", "Understand multiplying as resizing: tell whether a product will be larger or smaller than a factor without working it out."],
    ["5.NF.B.6", "Solve real-world problems that multiply fractions and mixed numbers."],
    ["5.NF.B.7", "Divide unit fractions by whole numbers and whole numbers by unit fractions, and solve problems with them."],
  ]),
  ...cluster(MD, "Converting units", [
    ["5.MD.A.1", "Convert between units of different size in one system (5 cm to 0.05 m) and use them in multi-step problems."],
  ]),
  ...cluster(MD, "Reading and showing data", [
    ["5.MD.B.2", "Make a line plot of measurements in fractions of a unit and use fraction operations to solve problems with it."],
  ]),
  ...cluster(MD, "Understanding volume", [
    ["5.MD.C.3", "Understand volume as the number of unit cubes that fill a solid without gaps or overlaps."],
    ["5.MD.C.4", "Measure volumes by counting unit cubes (cubic cm, cubic in, cubic ft and made-up units)."],
    ["5.MD.C.5", "Connect volume to multiplying and adding, and use length × width × height to find the volume of boxes."],
  ]),
  ...cluster(G, "Graphing points", [
    ["5.G.A.1", "Understand the coordinate grid: two number lines (axes) crossing at zero, each point named by an ordered pair."],
    ["5.G.A.2", "Plot points in the first quadrant to solve real-world problems and explain what the coordinates mean."],
  ]),
  ...cluster(G, "Sorting flat shapes by their properties", [
    ["5.G.B.3", "Understand that features of a group of shapes belong to all its subgroups (every square is a rectangle, so it has four right angles)."],
    ["5.G.B.4", "Sort flat shapes into a family tree based on their properties."],
  ]),

  // Grade 6
  ...cluster(RP, "Ratios and rates", [
    ["6.RP.A.1", "Understand a ratio and use ratio language to describe how two quantities relate."],
    ["6.RP.A.2", 'Understand a unit rate (how much for one) and use rate language ("3 cups of flour for each cup of sugar").'],
    ["6.RP.A.3", "Solve ratio and rate problems with tables, tape diagrams, double number lines and equations, including percents and unit conversions."],
  ]),
  ...cluster(NS, "Dividing fractions", [["6.NS.A.1", "Solve story problems that divide a fraction by a fraction, using models and equations."]]),
  ...cluster(NS, "Fluent calculation, factors and multiples", [
    ["6.NS.B.2", "Divide multi-digit numbers quickly with the standard method."],
    ["6.NS.B.3", "Add, subtract, multiply and divide multi-digit decimals quickly with the standard methods."],
    ["6.NS.B.4", "Find the greatest common factor and least common multiple of two whole numbers, and use the distributive property to factor sums."],
  ]),
  ...cluster(NS, "Negative numbers and the number line", [
    ["6.NS.C.5", "Use positive and negative numbers for opposite amounts, such as above and below zero or money paid in and taken out."],
    ["6.NS.C.6", "Understand rational numbers as points on the number line and plot pairs of them, including negatives, on a coordinate grid."],
    ["6.NS.C.7", "Understand the order and absolute value of rational numbers and use them in real-world situations."],
    ["6.NS.C.8", "Solve real-world problems by plotting points in all four quadrants and finding distances between points in a line."],
  ]),
  ...cluster(EE, "Expressions", [
    ["6.EE.A.1", "Write and work out number expressions with whole-number exponents."],
    ["6.EE.A.2", "Write, read and work out expressions in which letters stand for numbers."],
    ["6.EE.A.3", "Use properties of operations to write equivalent expressions (3(2 + x) = 6 + 3x)."],
    ["6.EE.A.4", "Tell when two expressions are equivalent (y + y + y and 3y)."],
  ]),
  ...cluster(EE, "Equations and inequalities", [
    ["6.EE.B.5", "Understand solving an equation or inequality as finding the values that make it true, and test values by substituting them."],
    ["6.EE.B.6", "Use letters for unknown numbers when writing expressions to solve real-world problems."],
    ["6.EE.B.7", "Solve real-world problems by writing and solving equations such as x + p = q and px = q."],
    ["6.EE.B.8", "Write inequalities such as x > c for real-world limits, and show their many solutions on a number line."],
  ]),
  ...cluster(EE, "Quantities that change together", [
    ["6.EE.C.9", "Use letters for two quantities that change together and show how they relate with an equation, a table and a graph."],
  ]),
  ...cluster(G, "Area, surface area and volume", [
    ["6.G.A.1", "Find the area of triangles, special quadrilaterals and polygons by cutting them into or fitting them in rectangles and triangles."],
    ["6.G.A.2", "Find the volume of a box with fraction edge lengths by packing unit cubes and with the formula V = l × w × h."],
    ["6.G.A.3", "Draw polygons on the coordinate grid from their corners and find side lengths in real-world problems."],
    ["6.G.A.4", "Draw solids as nets of rectangles and triangles and use the nets to find surface area."],
  ]),
  ...cluster(SP, "Variability in data", [
    ["6.SP.A.1", "Recognise a statistical question: one that expects the answers to vary."],
    ["6.SP.A.2", "Understand that data has a distribution that can be described by its center, its spread and its overall shape."],
    ["6.SP.A.3", "Understand that a measure of center sums up all the values in one number, while a measure of spread tells how much they vary."],
  ]),
  ...cluster(SP, "Summarising data", [
    ["6.SP.B.4", "Show numerical data on a number line with dot plots, histograms and box plots."],
    ["6.SP.B.5", "Summarise data in context: how many, what was measured, its center and spread, and any striking pattern or outlier."],
  ]),
];
