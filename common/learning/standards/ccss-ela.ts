import type { StandardDefinition } from "./types";

/**
 * Common Core State Standards for English Language Arts, K-6: Reading Literature (RL), Reading
 * Informational Text (RI), Reading Foundational Skills (RF, K-5), Writing (W), Speaking and Listening
 * (SL) and Language (L), every standard of every grade with its code as published ("RL.2.3"). Numbers
 * the framework leaves out at a grade (RL.x.8, W.K.4, L.K.3 ...) are absent here too. Lettered parts
 * (RF.K.1a) are folded into their standard. Clusters and descriptions are in the school's own words.
 * Order within a grade is the published order: RL, RI, RF, W, SL, L.
 */
type Strand = "RL" | "RI" | "RF" | "W" | "SL" | "L";

const DOMAINS: Record<Strand, string> = {
  RL: "Reading: Literature",
  RI: "Reading: Informational Text",
  RF: "Reading: Foundational Skills",
  W: "Writing",
  SL: "Speaking and Listening",
  L: "Language",
};

function clusterOf(strand: Strand, n: number): string {
  switch (strand) {
    case "RL":
    case "RI":
      return n <= 3 ? "Key ideas and details" : n <= 6 ? "How the text is built" : n <= 9 ? "Bringing ideas together" : "Range and difficulty of reading";
    case "RF":
      return ["Print concepts", "Sounds in spoken words", "Phonics and word recognition", "Fluency"][n - 1]!;
    case "W":
      return n <= 3
        ? "Kinds of writing and their purposes"
        : n <= 6
          ? "Writing, revising and publishing"
          : n <= 9
            ? "Research to build knowledge"
            : "Range of writing";
    case "SL":
      return n <= 3 ? "Understanding and working together" : "Presenting knowledge and ideas";
    case "L":
      return n <= 2 ? "Grammar, spelling and punctuation" : n === 3 ? "Knowledge of language" : "Vocabulary";
  }
}

type Rows = Partial<Record<Strand, Record<number, string>>>;

function grade(g: string, rows: Rows): StandardDefinition[] {
  return (Object.keys(DOMAINS) as Strand[]).flatMap((strand) =>
    Object.entries(rows[strand] ?? {})
      .map(([n, description]) => [Number(n), description] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([n, description]) => ({
        code: `${strand}.${g}.${n}`,
        framework: "ccss-ela" as const,
        subjectCode: "ela" as const,
        grade: g,
        domain: DOMAINS[strand],
        cluster: clusterOf(strand, n),
        description,
      })),
  );
}

const SHARED_TECH = "With help, use digital tools to make and publish writing, including working with classmates.";

export const CCSS_ELA: readonly StandardDefinition[] = [
  ...grade("K", {
    RL: {
      1: "With help, ask and answer questions about key details in a story.",
      2: "With help, retell familiar stories, including key details.",
      3: "With help, name the characters, the setting and the big events in a story.",
      4: "Ask and answer questions about words in a story they do not know.",
      5: "Recognise common kinds of texts, such as storybooks and poems.",
      6: "With help, name a story's author and illustrator and say what each one does.",
      7: "With help, say how the pictures and the story connect (which moment a picture shows).",
      9: "With help, compare the adventures of characters in familiar stories.",
      10: "Take an active part in group reading with purpose and understanding.",
    },
    RI: {
      1: "With help, ask and answer questions about key details in a book that gives information.",
      2: "With help, name the main topic of a text and retell its key details.",
      3: "With help, say how two people, events, ideas or facts in a text connect.",
      4: "With help, ask and answer questions about words in a text they do not know.",
      5: "Find the front cover, back cover and title page of a book.",
      6: "Name the author and illustrator of a text and say what each does to share its ideas.",
      7: "With help, say how the pictures and the text connect (which person, place, thing or idea a picture shows).",
      8: "With help, name the reasons an author gives for the points in a text.",
      9: "With help, find what is the same and what is different in two texts on the same topic.",
      10: "Take an active part in group reading of information books with purpose and understanding.",
    },
    RF: {
      1: "Understand how print works: read left to right and top to bottom, words are made of letters and separated by spaces, and know all the letters.",
      2: "Hear the parts of spoken words: rhyme, count syllables, and blend and split the sounds of simple words.",
      3: "Match letters to their sounds to read simple words, and read common sight words (the, of, to, you).",
      4: "Read early-reader books with purpose and understanding.",
    },
    W: {
      1: "Draw, tell or write to name a topic or book and say what they think about it.",
      2: "Draw, tell or write to name a topic and share some facts about it.",
      3: "Draw, tell or write about an event or a few events in order, and how they felt about it.",
      5: "With help, answer questions and suggestions from others and add details to their writing.",
      6: SHARED_TECH,
      7: "Take part in shared research and writing projects, such as exploring books by a favourite author.",
      8: "With help, remember experiences or gather facts from books to answer a question.",
    },
    SL: {
      1: "Take part in conversations with classmates and adults in small and larger groups, following rules such as taking turns.",
      2: "Show they understood a story read aloud or a video by asking and answering questions about key details.",
      3: "Ask and answer questions to get help, find out something or clear up what they did not understand.",
      4: "Describe familiar people, places, things and events and, with help, add more detail.",
      5: "Add drawings or other pictures to their descriptions to give more detail.",
      6: "Speak loudly enough to be heard and share thoughts, feelings and ideas clearly.",
    },
    L: {
      1: "Use correct grammar when speaking and writing: print letters, use common nouns and verbs, plurals, question words and whole sentences.",
      2: "Use a capital for I and the first word of a sentence, end sentences with a mark, and spell simple words by their sounds.",
      4: "Work out what new words and words with two meanings mean (a duck, to duck) from what they read and hear.",
      5: "With help, explore how words relate: sort things into groups, find opposites, and act out verbs that mean nearly the same.",
      6: "Use words and phrases learned from talking, reading, being read to and answering questions about stories.",
    },
  }),

  ...grade("1", {
    RL: {
      1: "Ask and answer questions about key details in a story.",
      2: "Retell stories with key details and show they understand the lesson or message.",
      3: "Describe the characters, setting and big events of a story using key details.",
      4: "Find words and phrases in stories or poems that show feelings or appeal to the senses.",
      5: "Explain the big differences between books that tell stories and books that give information.",
      6: "Tell who is telling the story at different points in a text.",
      7: "Use pictures and details in a story to describe its characters, setting or events.",
      9: "Compare the adventures and experiences of characters in stories.",
      10: "With help, read stories and poems suited to grade 1.",
    },
    RI: {
      1: "Ask and answer questions about key details in a text.",
      2: "Name the main topic of a text and retell its key details.",
      3: "Describe how two people, events, ideas or facts in a text connect.",
      4: "Ask and answer questions to work out what words and phrases in a text mean.",
      5: "Know and use text features such as headings, tables of contents, glossaries and icons to find facts.",
      6: "Tell apart what they learn from the pictures and what they learn from the words.",
      7: "Use the pictures and details in a text to describe its key ideas.",
      8: "Name the reasons an author gives for the points in a text.",
      9: "Find what is the same and what is different in two texts on the same topic.",
      10: "With help, read information texts suited to grade 1.",
    },
    RF: {
      1: "Know the parts of a sentence: the first word, the capital letter and the end mark.",
      2: "Hear the sounds in spoken words: tell long from short vowels, and blend and split the sounds of one-syllable words.",
      3: "Use grade 1 phonics to read words: letter pairs (sh, th), silent e, vowel teams, word endings and two-syllable words.",
      4: "Read grade 1 texts accurately and smoothly enough to understand them, correcting themselves when needed.",
    },
    W: {
      1: "Write opinion pieces that name a topic or book, say what they think, give a reason and close.",
      2: "Write information pieces that name a topic, give some facts about it and close.",
      3: "Write about two or more events in order, with some details, time words (first, then) and an ending.",
      5: "With help, keep to a topic, answer suggestions and add details to make writing better.",
      6: SHARED_TECH,
      7: "Take part in shared research and writing projects, such as reading how-to books and writing instructions.",
      8: "With help, remember experiences or gather facts from books to answer a question.",
    },
    SL: {
      1: "Take part in conversations with classmates and adults in small and larger groups, building on what others say.",
      2: "Ask and answer questions about key details of a text read aloud or a video.",
      3: "Ask and answer questions about what a speaker says, to learn more or clear up something not understood.",
      4: "Describe people, places, things and events with relevant details, sharing ideas and feelings clearly.",
      5: "Add drawings or other pictures to descriptions when they help make ideas and feelings clear.",
      6: "Speak in complete sentences when the task and situation call for it.",
    },
    L: {
      1: "Use correct grammar: print all letters, singular and plural nouns, pronouns, past, present and future verbs, and joined sentences.",
      2: "Use capitals for dates and names, end marks, commas in dates and lists, and spell common word patterns correctly.",
      4: "Work out what new words and words with two meanings mean from the sentence, word endings and root words.",
      5: "With help, explore how words relate: sort words into groups, define words by group and features, and feel shades of meaning.",
      6: "Use words and phrases learned from talking, reading and being read to, including joining words such as because.",
    },
  }),

  ...grade("2", {
    RL: {
      1: "Ask and answer who, what, where, when, why and how questions about key details in a story.",
      2: "Retell stories, including fables and folktales from many cultures, and find their message or lesson.",
      3: "Describe how characters in a story react to big events and challenges.",
      4: "Describe how beats, repeated sounds, rhymes and repeated lines give rhythm and meaning to a story, poem or song.",
      5: "Describe how a story is built: how the beginning sets it up and the ending wraps it up.",
      6: "Notice differences in characters' points of view, for example by giving each a different voice when reading aloud.",
      7: "Use what the pictures and the words of a print or digital story show to understand its characters, setting or plot.",
      9: "Compare two or more versions of the same story (such as Cinderella) by different authors or from different cultures.",
      10: "By the end of the year, read and understand stories and poems for grades 2 and 3, with help at the harder end.",
    },
    RI: {
      1: "Ask and answer who, what, where, when, why and how questions about key details in a text.",
      2: "Name the main topic of a text of several paragraphs and what each paragraph is about.",
      3: "Describe how historical events, science ideas or the steps of a process connect in a text.",
      4: "Work out what words and phrases mean in a text about a grade 2 topic or subject.",
      5: "Use text features such as captions, bold print, subheadings, glossaries and indexes to find facts quickly.",
      6: "Name the main purpose of a text: what the author wants to answer, explain or describe.",
      7: "Explain how pictures and diagrams (such as one showing how a machine works) help explain a text.",
      8: "Describe how reasons support the points an author makes in a text.",
      9: "Compare the most important points of two texts on the same topic.",
      10: "By the end of the year, read and understand information texts for grades 2 and 3, with help at the harder end.",
    },
    RF: {
      3: "Use grade 2 phonics to read words: long vowels, vowel teams, two-syllable words, prefixes, suffixes and tricky spellings.",
      4: "Read grade 2 texts accurately, smoothly and with expression, correcting themselves when needed.",
    },
    W: {
      1: "Write opinion pieces that introduce the topic, give an opinion with reasons joined by words like because, and end with a conclusion.",
      2: "Write information pieces that introduce a topic, use facts and definitions, and end with a conclusion.",
      3: "Write stories about an event with details of actions, thoughts and feelings, time words and an ending.",
      5: "With help, keep to a topic and make writing better by revising and editing.",
      6: SHARED_TECH,
      7: "Take part in shared research and writing projects, such as reading books on a topic to write a report.",
      8: "Remember experiences or gather facts from books to answer a question.",
    },
    SL: {
      1: "Take part in conversations in small and larger groups, linking their comments to what others said and asking when unsure.",
      2: "Retell or describe key ideas or details from a text read aloud or a video.",
      3: "Ask and answer questions about what a speaker says, to clear things up, learn more or understand better.",
      4: "Tell a story or an experience with relevant facts and details, speaking clearly in whole sentences.",
      5: "Make audio recordings of stories or poems, and add drawings or pictures to stories when they help.",
      6: "Speak in complete sentences when the task calls for it, to give detail or make something clear.",
    },
    L: {
      1: "Use correct grammar: group nouns, irregular plurals and past tenses, words like myself, adjectives and adverbs, and fuller sentences.",
      2: "Use capitals for holidays and names, commas in letters, apostrophes, spelling patterns, and check spelling in a dictionary.",
      3: "Use what they know about language when writing, speaking, reading or listening, such as formal and everyday English.",
      4: "Work out what new words mean from the sentence, prefixes, root words, compound words and dictionaries.",
      5: "Understand how words relate: connect words to real life and feel shades of meaning in similar verbs and adjectives (toss, throw, hurl).",
      6: "Use words and phrases learned from talking, reading and being read to, including describing words.",
    },
  }),

  ...grade("3", {
    RL: {
      1: "Ask and answer questions about a story, pointing to the text for the answers.",
      2: "Retell stories, including fables, folktales and myths, and explain their message and how details show it.",
      3: "Describe characters' traits, feelings and reasons and explain how their actions move the story along.",
      4: "Work out what words and phrases mean in a text, telling literal from figurative language.",
      5: "Use words such as chapter, scene and stanza for parts of a text and describe how each part builds on the ones before.",
      6: "Tell their own point of view apart from the narrator's or a character's.",
      7: "Explain how a story's pictures add to what its words say (mood, characters, setting).",
      9: "Compare the themes, settings and plots of stories by the same author about the same or similar characters.",
      10: "By the end of the year, read and understand stories, plays and poems for grades 2 and 3 on their own.",
    },
    RI: {
      1: "Ask and answer questions about a text, pointing to the text for the answers.",
      2: "Find the main idea of a text, retell its key details and explain how they support the main idea.",
      3: "Describe how historical events, science ideas or steps of a process relate, using words of time, order and cause.",
      4: "Work out what school words and subject words mean in a grade 3 text.",
      5: "Use text features and search tools (key words, sidebars, links) to find information quickly.",
      6: "Tell their own point of view apart from the author's.",
      7: "Use what maps, photographs and the words of a text show to explain where, when, why and how things happen.",
      8: "Describe how sentences and paragraphs in a text connect (comparison, cause and effect, first, second, third).",
      9: "Compare the most important points and key details of two texts on the same topic.",
      10: "By the end of the year, read and understand information texts for grades 2 and 3 on their own.",
    },
    RF: {
      3: "Use phonics and word parts to read words: common prefixes and suffixes, longer words and tricky spellings.",
      4: "Read grade 3 texts accurately and smoothly enough to understand them, using the sentence to check and fix words.",
    },
    W: {
      1: "Write opinion pieces that support a point of view with reasons, joined by linking words, with a conclusion.",
      2: "Write information pieces that explore a topic, group related facts and details, and end with a conclusion.",
      3: "Write stories about real or imagined experiences with a narrator, characters, dialogue, description, time words and an ending.",
      4: "With help, write clearly, with ideas developed and organised to suit the task and purpose.",
      5: "With help from adults and classmates, plan, revise and edit to make writing better.",
      6: "With help, use technology to make and publish writing, type, and work with others.",
      7: "Carry out short research projects that build knowledge about a topic.",
      8: "Remember information from experience or gather it from books and websites, take short notes and sort them into groups.",
      10: "Write regularly, over longer and shorter times, for many tasks, purposes and readers.",
    },
    SL: {
      1: "Come to discussions prepared, follow agreed rules, ask questions to check understanding and explain their own ideas.",
      2: "Find the main ideas and supporting details of a text read aloud or information shown in videos, pictures or charts.",
      3: "Ask and answer questions about what a speaker says, giving detail.",
      4: "Report on a topic or tell a story with facts and details, speaking clearly at an easy-to-follow pace.",
      5: "Make engaging audio recordings of stories or poems read smoothly, and add pictures to a report to stress facts.",
      6: "Speak in complete sentences when the task calls for it, to give detail or make something clear.",
    },
    L: {
      1: "Use correct grammar: parts of speech, plurals, idea nouns (childhood), verb tenses, agreement, comparisons and joined sentences.",
      2: "Use capitals in titles, commas in addresses, quotation marks for speech, possessives, and spelling patterns.",
      3: "Use what they know about language: choose words for effect and tell spoken from written English.",
      4: "Work out what new words mean from the sentence, prefixes, root words, glossaries and dictionaries.",
      5: "Understand figurative language and how words relate: literal and non-literal meanings and shades of meaning.",
      6: "Use grade 3 everyday, school and subject words, including words for time and place (after dinner that night).",
    },
  }),

  ...grade("4", {
    RL: {
      1: "Point to details and examples in a story when explaining what it says and what can be worked out from it.",
      2: "Find the theme of a story, play or poem from its details, and summarise the text.",
      3: "Describe a character, setting or event in depth, using details such as a character's thoughts, words or actions.",
      4: "Work out what words and phrases mean, including those that refer to characters from myths (a Herculean task).",
      5: "Explain the big differences between poems, plays and stories, and their parts (verse, rhythm, cast, stage directions).",
      6: "Compare the points of view from which stories are told, including first- and third-person narrators.",
      7: "Connect the text of a story or play with a filmed, staged or spoken version of it, noting where each matches the text.",
      9: "Compare how stories, myths and traditional tales from different cultures treat similar themes, such as good against evil.",
      10: "By the end of the year, read and understand stories, plays and poems for grades 4 and 5, with help at the harder end.",
    },
    RI: {
      1: "Point to details and examples in a text when explaining what it says and what can be worked out from it.",
      2: "Find the main idea of a text, explain how key details support it, and summarise the text.",
      3: "Explain what happened and why in a history, science or technical text, including events, procedures and ideas.",
      4: "Work out what school words and subject words mean in a grade 4 text.",
      5: "Describe how a text is organised: time order, comparison, cause and effect, or problem and solution.",
      6: "Compare a firsthand and a secondhand account of the same event or topic, and what each focuses on.",
      7: "Read charts, graphs, diagrams, time lines and web pages and explain how they help understand the text.",
      8: "Explain how an author uses reasons and evidence to support points in a text.",
      9: "Combine information from two texts on the same topic to write or speak about it knowledgeably.",
      10: "By the end of the year, read and understand information texts for grades 4 and 5, with help at the harder end.",
    },
    RF: {
      3: "Use letter sounds, syllable patterns and word parts (roots, prefixes, suffixes) to read unfamiliar long words.",
      4: "Read grade 4 texts accurately and smoothly enough to understand them, rereading when needed.",
    },
    W: {
      1: "Write opinion pieces that support a point of view with reasons and facts, organised logically, with a conclusion.",
      2: "Write information pieces that explain a topic clearly, with headings, facts, examples, subject words and a conclusion.",
      3: "Write stories about real or imagined experiences with dialogue, description, details of the senses, clear order and an ending.",
      4: "Write clearly, with ideas developed and organised to suit the task, purpose and readers.",
      5: "With help, plan, revise and edit to make writing better.",
      6: "With help, use technology and the internet to make and publish writing and work with others; type a page in one sitting.",
      7: "Carry out short research projects that build knowledge by looking at different sides of a topic.",
      8: "Gather information from experience, books and websites, take notes, sort them and list their sources.",
      9: "Use evidence from stories and information texts to support what they write about them.",
      10: "Write regularly, over longer and shorter times, for many tasks, purposes and readers.",
    },
    SL: {
      1: "Come to discussions prepared, follow agreed rules and roles, build on others' ideas and explain their own.",
      2: "Put into their own words parts of a text read aloud or information shown in pictures, charts or numbers.",
      3: "Name the reasons and evidence a speaker gives for their points.",
      4: "Report on a topic or tell a story in an organised way, with facts and details, speaking clearly at an easy pace.",
      5: "Add audio recordings and pictures to presentations when they help bring out the main ideas.",
      6: "Tell when a situation calls for formal English and when everyday talk is fine, and use formal English when it fits.",
    },
    L: {
      1: "Use correct grammar: who, whose and which, -ing verb tenses, helping verbs, order of adjectives, whole sentences and often-confused words.",
      2: "Use capitals correctly, commas and quotation marks for speech, commas before joining words, and spell grade 4 words correctly.",
      3: "Use what they know about language: choose precise words, use punctuation for effect, and tell formal from everyday English.",
      4: "Work out what new words mean from the sentence, Greek and Latin word parts, and dictionaries.",
      5: "Understand figurative language and how words relate: similes, metaphors, idioms, proverbs, synonyms and antonyms.",
      6: "Use grade 4 school and subject words, including precise words for actions and feelings (whined, stammered).",
    },
  }),

  ...grade("5", {
    RL: {
      1: "Quote accurately from a story when explaining what it says and what can be worked out from it.",
      2: "Find a theme from details, including how characters meet challenges or a poem's speaker reflects, and summarise the text.",
      3: "Compare two or more characters, settings or events in a story or play, using details from it.",
      4: "Work out what words and phrases mean, including figurative language such as metaphors and similes.",
      5: "Explain how chapters, scenes or stanzas fit together to give a story, play or poem its overall shape.",
      6: "Describe how a narrator's or speaker's point of view affects how events are told.",
      7: "Explain how pictures and media add to the meaning, tone or beauty of a text, such as a graphic novel.",
      9: "Compare how stories of the same kind (mysteries, adventures) handle similar themes and topics.",
      10: "By the end of the year, read and understand stories, plays and poems at the top of grades 4 and 5 on their own.",
    },
    RI: {
      1: "Quote accurately from a text when explaining what it says and what can be worked out from it.",
      2: "Find two or more main ideas of a text, explain how key details support them, and summarise the text.",
      3: "Explain how two or more people, events, ideas or concepts relate in a history, science or technical text.",
      4: "Work out what school words and subject words mean in a grade 5 text.",
      5: "Compare how events, ideas or information are organised in two or more texts.",
      6: "Compare several accounts of the same event or topic and how their points of view differ.",
      7: "Use several print or digital sources to find an answer quickly or solve a problem.",
      8: "Explain how an author uses reasons and evidence, saying which reasons support which points.",
      9: "Combine information from several texts on the same topic to write or speak about it knowledgeably.",
      10: "By the end of the year, read and understand information texts at the top of grades 4 and 5 on their own.",
    },
    RF: {
      3: "Use letter sounds, syllable patterns and word parts to read unfamiliar long words, in and out of context.",
      4: "Read grade 5 texts accurately and smoothly enough to understand them, rereading and using context when needed.",
    },
    W: {
      1: "Write opinion pieces with reasons in a logical order, backed by facts and details, with a conclusion.",
      2: "Write information pieces that explain a topic clearly, group related facts, use precise words and end with a conclusion.",
      3: "Write stories with well-paced events, dialogue, description, details of the senses, clear order and a satisfying ending.",
      4: "Write clearly, with ideas developed and organised to suit the task, purpose and readers.",
      5: "With help, plan, revise, edit, rewrite or try a new approach to make writing better.",
      6: "With some help, use technology and the internet to make and publish writing and work with others; type two pages in one sitting.",
      7: "Carry out short research projects that use several sources to look at different sides of a topic.",
      8: "Gather information from experience and sources, summarise or paraphrase it in notes and finished work, and list sources.",
      9: "Use evidence from stories and information texts to support what they write about them.",
      10: "Write regularly, over longer and shorter times, for many tasks, purposes and readers.",
    },
    SL: {
      1: "Come to discussions prepared, follow agreed rules and roles, ask and answer questions, and draw conclusions.",
      2: "Summarise a text read aloud or information shown in pictures, charts or numbers.",
      3: "Summarise a speaker's points and explain how each is supported by reasons and evidence.",
      4: "Report on a topic or give an opinion in a logical order, with facts and details, speaking clearly at an easy pace.",
      5: "Add media (pictures, sound) and visual displays to presentations when they help develop the main ideas.",
      6: "Change how they speak to suit the situation and task, using formal English when it fits.",
    },
    L: {
      1: "Use correct grammar: joining words, prepositions, interjections, perfect verb tenses, steady tenses and pairs such as either/or.",
      2: "Use commas in lists, after opening words and to address someone, mark the titles of works, and spell grade 5 words correctly.",
      3: "Use what they know about language: expand, combine and shorten sentences, and compare the English of stories, plays and poems.",
      4: "Work out what new words mean from the sentence, Greek and Latin word parts, and dictionaries.",
      5: "Understand figurative language and how words relate: similes, metaphors, idioms, sayings, synonyms, antonyms and homographs.",
      6: "Use grade 5 school and subject words, including words that link ideas (however, although, moreover).",
    },
  }),

  ...grade("6", {
    RL: {
      1: "Cite evidence from a story to support what they say about what it states and what it implies.",
      2: "Find a theme or central idea, show how details build it, and summarise the text without personal opinions.",
      3: "Describe how a plot unfolds step by step and how characters change as it moves toward its end.",
      4: "Work out what words and phrases mean, including figurative meanings and shades of feeling, and how word choice sets the tone.",
      5: "Analyse how a sentence, chapter, scene or stanza fits into a text and develops its theme, setting or plot.",
      6: "Explain how an author develops the point of view of the narrator or speaker.",
      7: "Compare reading a story, play or poem with listening to or watching it, contrasting what they imagine with what they see and hear.",
      9: "Compare texts of different forms or kinds (stories and poems, historical novels and fantasy) on similar themes.",
      10: "By the end of the year, read and understand stories, plays and poems for grades 6 to 8, with help at the harder end.",
    },
    RI: {
      1: "Cite evidence from a text to support what they say about what it states and what it implies.",
      2: "Find a central idea, show how details convey it, and summarise the text without personal opinions.",
      3: "Analyse in detail how a key person, event or idea is introduced, illustrated and developed in a text.",
      4: "Work out what words and phrases mean, including figurative, emotional and technical meanings.",
      5: "Analyse how a sentence, paragraph, chapter or section fits into a text and develops its ideas.",
      6: "Work out an author's point of view or purpose and explain how the text shows it.",
      7: "Combine information from different media (pictures, numbers, words) to understand a topic.",
      8: "Follow and judge the argument in a text, telling claims backed by reasons and evidence from those that are not.",
      9: "Compare how two authors present the same events, such as a memoir and a biography of the same person.",
      10: "By the end of the year, read and understand nonfiction for grades 6 to 8, with help at the harder end.",
    },
    W: {
      1: "Write arguments that support claims with clear reasons and relevant evidence, in a formal style, with a conclusion.",
      2: "Write explanations that explore a topic with well-chosen facts, definitions, quotations and examples, in a formal style.",
      3: "Write stories about real or imagined experiences with well-chosen techniques, relevant details and a well-ordered plot.",
      4: "Write clearly and coherently, with development, organisation and style that suit the task, purpose and readers.",
      5: "With help from classmates and adults, plan, revise, edit, rewrite or try a new approach to make writing better.",
      6: "Use technology and the internet to make and publish writing, work with others, and type three pages in one sitting.",
      7: "Carry out short research projects to answer a question, using several sources and refocusing the question as needed.",
      8: "Gather information from several sources, judge how trustworthy each is, quote or paraphrase without copying, and cite sources.",
      9: "Use evidence from stories or information texts to support what they write about them.",
      10: "Write regularly, over longer and shorter times, for many tasks, purposes and readers.",
    },
    SL: {
      1: "Come to discussions prepared, follow rules and goals, ask and answer questions, and reflect on others' ideas.",
      2: "Interpret information shown in different media and formats and explain how it adds to a topic.",
      3: "Outline a speaker's argument and claims, telling claims backed by reasons and evidence from those that are not.",
      4: "Present claims and findings in a logical order with relevant details, good eye contact, enough volume and clear speech.",
      5: "Include media (graphics, images, music, sound) and visual displays in presentations to make information clear.",
      6: "Change how they speak to suit the situation and task, using formal English well when it fits.",
    },
    L: {
      1: "Use correct grammar: pronoun forms, words like himself for emphasis, steady pronoun number and person, and clear pronoun references.",
      2: "Use commas, parentheses and dashes for extra information, and spell correctly.",
      3: "Use what they know about language: vary sentence patterns for meaning and interest, and keep style and tone steady.",
      4: "Work out what new words mean from the sentence, Greek and Latin word parts, and dictionaries.",
      5: "Understand figurative language and how words relate: personification, word relationships and the feelings words carry.",
      6: "Use grade 6 school and subject words, and gather new words on their own when they need them.",
    },
  }),
];
